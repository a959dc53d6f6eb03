import { SHOULD_AUTOBATCH } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../testing/memoryStorage.ts'
import { makeStore } from './store.ts'

// RTK Query marks its pending, answered and failed actions this way: their notifications may be batched.
const batchedAction = { type: 'test/answered', meta: { [SHOULD_AUTOBATCH]: true } }

describe('the store', () => {
  it('tells its subscribers of an answer at the end of the task that brought it, not in a later frame', async () => {
    const store = makeStore(undefined, { storage: memoryStorage() })
    let notified = 0
    store.subscribe(() => {
      notified += 1
    })

    store.dispatch(batchedAction)
    store.dispatch(batchedAction)
    // Batched: nothing yet, while the same task may bring more answers.
    expect(notified).toBe(0)

    // One notification for both, once the task's own work is done (the microtask queue), with no wait
    // for an animation frame or a timer.
    await Promise.resolve()
    expect(notified).toBe(1)
  })
})
