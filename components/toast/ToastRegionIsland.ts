import { defineIsland } from '../islands/island'
import { ToastRegion } from './ToastProvider'

// In a module of its own: every page has the toast region, including the admin area, which has no header.
export const ToastRegionIsland = /* @__PURE__ */ defineIsland('ToastRegion', ToastRegion)
