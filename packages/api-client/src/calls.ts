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
import { http, signedIn } from './http.ts';

/** The signed-in user's token, sent with every call made on their behalf. */
const asUser = () => ({ token: signedIn()?.token });
/** The signed-in user's id, for calls that name them (their businesses, their posts). */
const userId = () => signedIn()?.id ?? '';

/**
 * Every call of the API, grouped by what it is about. Calls on a user's behalf take the session
 * from the session layer (configureApi), so pages never carry tokens or ids around.
 */
export const api = {
  contact: {
    send: (body: ContactRequest) => http.post<MessageResponse>('contact', body),
  },

  auth: {
    login: (email: string, password: string) =>
      http.post<SessionResponse>('auth/login', { email, password }),
    generateOtp: (email: string) =>
      http.get<MessageResponse>('auth/generate_otp', { params: { email } }),
    modifyPassword: (email: string, otp: string, password: string) =>
      http.post<SessionResponse>('auth/modify_password', { email, otp, password }),
    /** Ends a session on the server too (its token stops working at once); `token` is the one signing out. */
    logout: (token: string) =>
      http.post<MessageResponse>('auth/logout', undefined, { token, quiet: true }),
  },

  businesses: {
    /** The signed-in marketer's businesses. */
    list: () =>
      http.get<BusinessList>('businesses', { params: { marketer_id: userId() }, ...asUser() }),
    /** Every business name with who recorded it, for the similar-name check (staff data: needs the token). */
    names: () => http.get<BusinessNameList>('businesses', asUser()),
    create: (name: string) =>
      http.post<BusinessList['documents'][number]>(
        'businesses',
        { name, marketer_id: userId() },
        asUser(),
      ),
  },

  blog: {
    /** What the public blog shows. */
    published: () => http.get<ArticleList>('blog', { params: { status: 'published' } }),
    /** The signed-in author's posts, drafts and archived ones included. */
    mine: () => http.get<ArticleList>('blog', { params: { author_id: userId() }, ...asUser() }),
    /** One article by id or slug (a draft only for its author or an admin). */
    get: (idOrSlug: string) =>
      http.get<ArticleDocument>(`blog/${encodeURIComponent(idOrSlug)}`, asUser()),
    create: (article: ArticleRequest) => http.post<ArticleDocument>('blog', article, asUser()),
    update: (id: string, changes: ArticleUpdateRequest) =>
      http.patch<ArticleDocument>(`blog/${encodeURIComponent(id)}`, changes, asUser()),
  },

  media: {
    upload: (file: File | Blob, fileName = 'upload') => {
      const form = new FormData();
      form.append('files', file, file instanceof File ? file.name : fileName);
      return http.post<UploadResponse>('media/upload', form, asUser());
    },
  },
};
