import useMediaQuery from '@mui/material/useMediaQuery'
import type { EmblaCarouselType } from 'embla-carousel'
import Autoplay from 'embla-carousel-autoplay'
import { type FocusEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react'

/** Whether autoplay runs, waits out a hover or focus, or is stopped; plus 'off' when autoplay is not in use. */
export type AutoplayState = 'off' | 'playing' | 'hovered' | 'focused' | 'paused'

/** Autoplay advances every 3 seconds. */
export const AUTOPLAY_DELAY_MS = 3000

/**
 * Embla's `duration` is not in milliseconds: each 1/60 s step pulls the slide towards its target like a
 * damped spring (velocity += distance / duration, then × 0.68 friction), so a higher number is slower.
 * 24 brings a slide change within 1% of its resting place in about 500 ms in Chromium (measured
 * by hand on 2026-11-22: 485-502 ms; a timed test would be flaky), the 500 ms carousel speed of docs/product.md, "Constants".
 */
export const SLIDE_DURATION = 24

/**
 * Autoplay that pauses while the pointer is over the carousel or keyboard focus is inside it, resumes
 * after, can be paused by the shopper, and is off under prefers-reduced-motion.
 */
export function useCarouselAutoplay(requested: boolean) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true })
  const enabled = requested && !reducedMotion
  // The plugin keeps its own timer; our state decides when it plays (playOnInit false).
  const plugins = useMemo(
    () =>
      enabled
        ? [
            Autoplay({
              delay: AUTOPLAY_DELAY_MS,
              playOnInit: false,
              stopOnInteraction: true,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ]
        : [],
    [enabled],
  )
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [paused, setPaused] = useState(false)

  const state: AutoplayState = !enabled
    ? 'off'
    : paused
      ? 'paused'
      : focused
        ? 'focused'
        : hovered
          ? 'hovered'
          : 'playing'

  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Focus moving between controls inside the carousel keeps it paused.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
    },
  }

  return { enabled, plugins, state, handlers, paused, setPaused, reducedMotion }
}

/**
 * Starts or stops the embla autoplay plugin to match `state`, also after embla re-initialises. A carousel
 * off the screen does not advance: nobody sees it, and a home page of nine rows each animating every
 * three seconds kept a phone's main thread busy long after the page had loaded.
 */
export function useApplyAutoplay(emblaApi: EmblaCarouselType | undefined, state: AutoplayState) {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    if (!emblaApi?.plugins().autoplay) return
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true)
      return
    }
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false))
    observer.observe(emblaApi.rootNode())
    return () => observer.disconnect()
  }, [emblaApi])

  const running = state === 'playing' && inView
  const runningRef = useRef(running)
  runningRef.current = running
  const apply = useCallback((api: EmblaCarouselType) => {
    const autoplay = api.plugins().autoplay
    // The plugin does not initialise when there is nothing to scroll to; calling it then would throw.
    if (!autoplay || api.scrollSnapList().length <= 1) return
    if (runningRef.current) {
      if (!autoplay.isPlaying()) autoplay.play()
    } else {
      autoplay.stop()
    }
  }, [])
  // `running` is read through the ref; it is listed so a change re-applies it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (emblaApi) apply(emblaApi)
  }, [emblaApi, running, apply])
  useEffect(() => {
    if (!emblaApi) return
    emblaApi.on('reInit', apply)
    return () => {
      emblaApi.off('reInit', apply)
    }
  }, [emblaApi, apply])
}
