import EmblaCarousel, {
  type EmblaCarouselType,
  type EmblaOptionsType,
  type EmblaPluginType,
} from 'embla-carousel'
import { useCallback, useEffect, useRef, useState } from 'react'

/** Runs `task` once the page has nothing else to do (or after a short wait where idle callbacks are missing). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 300)
  return () => clearTimeout(handle)
}

/**
 * Embla on a viewport element, built when the page is idle rather than as the carousel mounts, or at once
 * when the shopper reaches for the carousel first (`startNow`, for a pointer, focus or button press).
 * Embla measures the viewport and every slide when it starts: as the carousel mounts, that read forces
 * the style and layout of the whole page still being drawn, in the same task, which was the longest
 * step of a listing's load on a phone. Once the page is idle the layout is already done and the read is
 * cheap. Until then the row is plain CSS: the slides are laid out from the first paint, only the dragging
 * and the buttons' scrolling wait for Embla.
 */
export function useEmblaWhenIdle(
  options: EmblaOptionsType,
  plugins: EmblaPluginType[],
  { immediately = false }: { immediately?: boolean } = {},
) {
  const [emblaApi, setEmblaApi] = useState<EmblaCarouselType>()
  const apiRef = useRef<EmblaCarouselType | undefined>(undefined)
  const viewportRef = useRef<HTMLElement | null>(null)
  const latest = useRef({ options, plugins })
  latest.current = { options, plugins }
  const optionsKey = JSON.stringify(options)
  // What the running carousel was built or last re-initialised with.
  const applied = useRef({ optionsKey, plugins })

  const startNow = useCallback((): EmblaCarouselType | undefined => {
    if (apiRef.current) return apiRef.current
    const viewport = viewportRef.current
    if (!viewport) return undefined
    const api = EmblaCarousel(viewport, latest.current.options, latest.current.plugins)
    applied.current = { optionsKey: JSON.stringify(latest.current.options), plugins: latest.current.plugins }
    apiRef.current = api
    setEmblaApi(api)
    return api
  }, [])

  const viewport = useCallback(
    (node: HTMLElement | null) => {
      if (!node) return
      viewportRef.current = node
      let cancelIdle = () => {}
      if (immediately) startNow()
      else cancelIdle = whenIdle(() => startNow())
      return () => {
        cancelIdle()
        apiRef.current?.destroy()
        apiRef.current = undefined
        viewportRef.current = null
        setEmblaApi(undefined)
      }
    },
    [startNow, immediately],
  )

  // New options or plugins (reduced motion turned on, autoplay turned off) apply to a running carousel.
  useEffect(() => {
    const api = apiRef.current
    if (!api || (applied.current.optionsKey === optionsKey && applied.current.plugins === plugins)) return
    applied.current = { optionsKey, plugins }
    api.reInit(latest.current.options, plugins)
  }, [optionsKey, plugins])

  return { viewport, emblaApi, startNow }
}
