import { startPage } from '../../../components/shell/startPage'

// The shell only, without React: this page has no islands of its own (without this file it would inherit /games').
startPage()
