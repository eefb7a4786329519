// The client entry of every page without React islands of its own: the framework-free shell only. A page with
// islands has its own +client.ts, which replaces this one.
import { startPage } from '../components/shell/startPage'

startPage()
