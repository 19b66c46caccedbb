/** Every error the API answers has this body. */
export interface ErrorBody {
  message: string;
}
