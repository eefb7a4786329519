// The client entry of every page without islands of its own: the shell's islands only. A page with islands
// has its own +client.ts, which replaces this one.
import { hydratePage } from '../components/islands/hydratePage'

hydratePage()
