import type {
  ArticleDocument,
  ArticleList,
  ArticleRequest,
  ArticleUpdateRequest,
  BusinessList,
  BusinessNameList,
  ContactRequest,
  MessageResponse,
  SessionResponse,
  UploadResponse,
} from '@agency/contract';
import { http } from './http.ts';

/** Typed functions for every call of SPEC 7. */
export const api = {
  sendContact: (body: ContactRequest) => http.post<MessageResponse>('contact', body),

  login: (email: string, password: string) => http.post<SessionResponse>('auth/login', { email, password }),
  generateOtp: (email: string) => http.get<MessageResponse>('auth/generate_otp', { params: { email } }),
  modifyPassword: (email: string, otp: string, password: string) =>
    http.post<SessionResponse>('auth/modify_password', { email, otp, password }),
  /** Ends the session on the server too: the token stops working at once. */
  logout: (token: string) => http.post<MessageResponse>('auth/logout', undefined, { token, quiet: true }),

  listBusinesses: (marketerId: string, token: string) =>
    http.get<BusinessList>('businesses', { params: { marketer_id: marketerId }, token }),
  /** Names for the similar-name check: staff data, so the signed-in user's token goes along (DESIGN 11). */
  listAllBusinessNames: (token: string) => http.get<BusinessNameList>('businesses', { token }),
  createBusiness: (name: string, marketerId: string, token: string) =>
    http.post<BusinessList['documents'][number]>('businesses', { name, marketer_id: marketerId }, { token }),

  listArticles: (authorId: string, token?: string | null) =>
    http.get<ArticleList>('blog', { params: { author_id: authorId }, token }),
  listPublishedArticles: () => http.get<ArticleList>('blog', { params: { status: 'published' } }),
  getArticle: (idOrSlug: string, token?: string | null) =>
    http.get<ArticleDocument>(`blog/${encodeURIComponent(idOrSlug)}`, { token }),
  createArticle: (article: ArticleRequest, token: string) => http.post<ArticleDocument>('blog', article, { token }),
  updateArticle: (id: string, article: ArticleUpdateRequest, token: string) =>
    http.patch<ArticleDocument>(`blog/${encodeURIComponent(id)}`, article, { token }),

  uploadMedia: (file: File | Blob, token: string, fileName = 'upload') => {
    const form = new FormData();
    form.append('files', file, file instanceof File ? file.name : fileName);
    return http.post<UploadResponse>('media/upload', form, { token });
  },
};
