/** The agency's own work: leads, businesses, blog posts, uploads and the team. */
import type {
  ArticleDocument,
  ArticleList,
  ArticleRequest,
  ArticleUpdateRequest,
  Business,
  BusinessList,
  BusinessNameList,
  BusinessSummary,
  BusinessTimeline,
  ContactAttached,
  ContactMessage,
  ContactMessagePage,
  ContactRequest,
  ContactSent,
  InviteRequest,
  ListBusinessesQuery,
  ListContactQuery,
  MessageResponse,
  TeamList,
  TeamMember,
  UpdateBusinessRequest,
  UploadResponse,
  UserUpdateRequest,
} from '@agency/contract';
import { http } from './http.ts';
import { asUser, userId } from './on-behalf.ts';

export const contactCalls = {
  send: (body: ContactRequest) => http.post<ContactSent>('contact', body),
  /** Leads for staff: `new` (not handled) or `handled`, newest first, paged; `unread` counts the new ones. */
  list: (query: ListContactQuery = {}) =>
    http.get<ContactMessagePage>('contact', { params: query, ...asUser() }),
  /** How many are new, for a badge: a background read, so a refused token ends no session by itself. */
  unread: () =>
    http.get<ContactMessagePage>('contact', {
      params: { status: 'new' },
      ...asUser(),
      quiet: true,
    }),
  setHandled: (id: string, handled: boolean) =>
    http.patch<ContactMessage>(`contact/${encodeURIComponent(id)}`, { handled }, asUser()),
  /** "Add to {business}": the lead joins a business (details merged, interested, on its timeline). */
  attach: (id: string, businessId: string) =>
    http.post<ContactAttached>(
      `contact/${encodeURIComponent(id)}/attach`,
      { business_id: businessId },
      asUser(),
    ),
  /** "Convert to business": a new business from the lead, which then joins it. */
  convert: (id: string, name: string, details: Omit<UpdateBusinessRequest, 'name'> = {}) =>
    http.post<ContactAttached>(
      `contact/${encodeURIComponent(id)}/convert`,
      { name, ...details },
      asUser(),
    ),
};

export const businessCalls = {
  /** The signed-in marketer's businesses. */
  list: () =>
    http.get<BusinessList>('businesses', { params: { marketer_id: userId() }, ...asUser() }),
  /** Every business name with who recorded it, for the similar-name check (staff data: needs the token). */
  names: () => http.get<BusinessNameList>('businesses', asUser()),
  create: (name: string, details: Omit<UpdateBusinessRequest, 'name'> = {}) =>
    http.post<Business>('businesses', { name, marketer_id: userId(), ...details }, asUser()),
  /** A page of businesses: the signed-in marketer's, or with `marketer: 'all'` (admins) everyone's. */
  page: ({
    marketer,
    ...query
  }: Omit<ListBusinessesQuery, 'marketer_id'> & { marketer?: string }) =>
    http.get<BusinessList>('businesses', {
      params: { marketer_id: marketer ?? userId(), ...query },
      ...asUser(),
    }),
  get: (id: string) => http.get<Business>(`businesses/${encodeURIComponent(id)}`, asUser()),
  update: (id: string, changes: UpdateBusinessRequest) =>
    http.patch<Business>(`businesses/${encodeURIComponent(id)}`, changes, asUser()),
  /** A soft delete: `restore` undoes it. */
  remove: (id: string) =>
    http.delete<MessageResponse>(`businesses/${encodeURIComponent(id)}`, asUser()),
  restore: (id: string) =>
    http.post<Business>(`businesses/${encodeURIComponent(id)}/restore`, undefined, asUser()),
  /** The business's notes and status changes, newest first. */
  timeline: (id: string) =>
    http.get<BusinessTimeline>(`businesses/${encodeURIComponent(id)}/events`, asUser()),
  /** One more note on its timeline (the business comes back with it as its latest note). */
  addNote: (id: string, body: string) =>
    http.post<Business>(`businesses/${encodeURIComponent(id)}/notes`, { body }, asUser()),
  /** The overview's and analytics' numbers: the signed-in marketer's, or with `marketer: 'all'` (admins) everyone's. */
  summary: (marketer?: string) =>
    http.get<BusinessSummary>('businesses/summary', {
      params: marketer ? { marketer_id: marketer } : {},
      ...asUser(),
    }),
};

export const blogCalls = {
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
  /** Deletes an article for good (its author or an admin). */
  remove: (id: string) => http.delete<MessageResponse>(`blog/${encodeURIComponent(id)}`, asUser()),
};

export const mediaCalls = {
  upload: (file: File | Blob, fileName = 'upload') => {
    const form = new FormData();
    form.append('files', file, file instanceof File ? file.name : fileName);
    return http.post<UploadResponse>('media/upload', form, asUser());
  },
};

/** People (admins only): list, invite, change a role, deactivate or reactivate. */
export const teamCalls = {
  list: () => http.get<TeamList>('users', asUser()),
  invite: (invite: InviteRequest) => http.post<TeamMember>('users', invite, asUser()),
  update: (id: string, change: UserUpdateRequest) =>
    http.patch<TeamMember>(`users/${encodeURIComponent(id)}`, change, asUser()),
};
