import { pathTo } from '../../data/routes'

export default function onBeforePrerenderStart(): string[] {
  return [pathTo('admin'), pathTo('adminDashboard')]
}
