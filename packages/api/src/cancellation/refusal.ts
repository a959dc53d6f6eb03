/** A cancellation the server will not make, with the status and the contract's message it answers. */
export class CancellationRefusal extends Error {
  readonly status: 400 | 404 | 409 | 502

  constructor(status: 400 | 404 | 409 | 502, message: string, options?: ErrorOptions) {
    super(message, options)
    this.status = status
  }
}
