import { beforeEach, describe, expect, it, vi } from 'vitest'

const { shown } = vi.hoisted(() => ({ shown: [] as unknown[][] }))
vi.mock('notistack', () => ({ enqueueSnackbar: (...args: unknown[]) => void shown.push(args) }))

/** Lets every pending promise (the dynamic import, the host's readiness) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('enqueueToast', () => {
  beforeEach(() => {
    shown.length = 0
    vi.resetModules()
  })

  it('asks for the host on the first toast, and shows it once the host has mounted', async () => {
    const toast = await import('./toast.ts')
    const heard = vi.fn()
    toast.subscribeToastHost(heard)
    expect(toast.isToastHostWanted()).toBe(false)

    toast.enqueueToast('Added to cart', { variant: 'success' })
    expect(toast.isToastHostWanted()).toBe(true)
    expect(heard).toHaveBeenCalledTimes(1)
    await settle()
    // notistack's global queue does not exist before its provider: nothing may be sent yet.
    expect(shown).toEqual([])

    toast.toastHostMounted()
    await settle()
    expect(shown).toEqual([['Added to cart', { variant: 'success' }]])
  })

  it('sends at once while a host is mounted, and waits again for the next host after it unmounts', async () => {
    const toast = await import('./toast.ts')
    toast.enqueueToast('first')
    const unmounted = toast.toastHostMounted()
    toast.enqueueToast('second')
    await settle()
    expect(shown.map(([message]) => message)).toEqual(['first', 'second'])

    unmounted()
    toast.enqueueToast('third')
    await settle()
    expect(shown.map(([message]) => message)).toEqual(['first', 'second'])
    toast.toastHostMounted()
    await settle()
    expect(shown.map(([message]) => message)).toEqual(['first', 'second', 'third'])
  })
})
