/** Which carousel arrows to show for a scroll position: previous once scrolled past the start, next while more than `endThresholdPx` remains. */
export function carouselArrows(
  position: { scrollLeft: number; scrollWidth: number; clientWidth: number },
  endThresholdPx: number,
): { showPrevious: boolean; showNext: boolean } {
  const remaining = position.scrollWidth - position.clientWidth - position.scrollLeft
  return { showPrevious: position.scrollLeft > 0, showNext: remaining > endThresholdPx }
}
