// The client entry of every page without islands (a page with islands has its own +client.ts): the shell only.
import { startPage } from '../components/shell/startPage'

startPage()
