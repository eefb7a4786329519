import { hydratePage } from '../../../components/islands/hydratePage'

// Only the shell's islands: this page has none of its own (without this file it would inherit /games').
hydratePage()
