/** An error whose message is safe to show the applicant. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'We could not find that.') => new HttpError(404, message);
export const unauthorized = () => new HttpError(401, 'Please sign in to continue.');
