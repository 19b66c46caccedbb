export interface UploadResponse {
  data: {
    files: {
      url: string;
      type: string;
      size: number;
      /** The picture's own size, in pixels. */
      width: number;
      height: number;
      /** The widths it is also kept at as WebP (`<name>-<width>.webp`), never wider than itself. */
      widths: number[];
    }[];
  };
}
