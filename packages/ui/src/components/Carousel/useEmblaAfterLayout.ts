import EmblaCarousel, {
  type EmblaCarouselType,
  type EmblaOptionsType,
  type EmblaPluginType,
} from 'embla-carousel'
import { areOptionsEqual, arePluginsEqual } from 'embla-carousel-reactive-utils'
import { useEffect, useRef, useState } from 'react'

/**
 * Embla on a carousel's viewport, started from the first ResizeObserver report on that viewport instead of
 * from the effect that follows the carousel's mount.
 *
 * Embla measures the viewport and every slide as it starts. In an effect, that measure comes straight after
 * React has added the row (and, when several answers arrive together, other rows too), so the browser must
 * compute the styles and layout of all those new elements there and then, inside the script, with the
 * script's whole call stack on top of it. A ResizeObserver reports after the browser's own rendering step,
 * when that layout is already done, so the measure only reads it. Nothing looks different meanwhile: the
 * row is laid out by its CSS (the slide widths are media queries) exactly where Embla leaves it, and the
 * first report comes in the frame the row is first drawn, before anyone can swipe it.
 *
 * The same contract as embla-carousel-react's hook: a ref callback for the viewport and the API once it has
 * started; changed options or plugins re-initialise it. Where there is no ResizeObserver (a test's DOM),
 * it starts at once.
 */
export function useEmblaAfterLayout(
  options: EmblaOptionsType = {},
  plugins: EmblaPluginType[] = [],
): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const storedOptions = useRef(options)
  const storedPlugins = useRef(plugins)
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [api, setApi] = useState<EmblaCarouselType>()

  useEffect(() => {
    if (areOptionsEqual(storedOptions.current, options)) return
    storedOptions.current = options
    api?.reInit(storedOptions.current, storedPlugins.current)
  }, [api, options])
  useEffect(() => {
    if (arePluginsEqual(storedPlugins.current, plugins)) return
    storedPlugins.current = plugins
    api?.reInit(storedOptions.current, storedPlugins.current)
  }, [api, plugins])

  useEffect(() => {
    if (!viewport) return
    let started: EmblaCarouselType | undefined
    const start = () => {
      started ??= EmblaCarousel(viewport, storedOptions.current, storedPlugins.current)
      setApi(started)
    }
    const firstLayout =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            firstLayout?.disconnect()
            start()
          })
    if (firstLayout) firstLayout.observe(viewport)
    else start()
    return () => {
      firstLayout?.disconnect()
      started?.destroy()
      setApi(undefined)
    }
  }, [viewport])

  return [setViewport, api]
}
