/**
 * A carousel renders the slides in view and one ahead, and fills the rest as it moves. A page story that
 * checks every slide first moves each carousel in `root` to its end (Next until it is disabled), so all
 * slides are rendered. The buttons appear once the carousel has measured itself; a row that fits shows none.
 */
export async function fillCarousels(root: HTMLElement): Promise<void> {
  const enabledNext = () =>
    [...root.querySelectorAll<HTMLButtonElement>('button[aria-label="Next slide"]')].filter(
      (button) => !button.disabled,
    )
  for (let wait = 0; wait < 20 && enabledNext().length === 0; wait++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  for (let step = 0; step < 40; step++) {
    const next = enabledNext()
    if (next.length === 0) return
    for (const button of next) button.click()
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
