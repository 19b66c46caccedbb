export interface UploadResponse {
  data: { files: { url: string; type: string; size: number }[] };
}
