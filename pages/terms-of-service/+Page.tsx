import { PolicyPage } from '../../components/policy/PolicyPage'

export default function Page() {
  return <PolicyPage id="terms" />
}
