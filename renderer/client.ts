// The shell, the client entry of every page without islands. Pages with islands import it first, so the shell is
// one file that every page loads, in one request and not a chain of shared chunks.
import { startPage } from '../components/shell/startPage'

startPage()
