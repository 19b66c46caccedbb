import type {
  BusinessStore,
  ClientStoreBoard,
  ContactRequest,
  ContactSent,
  DemoStoreOptions,
  DemoStoreRequest,
  FoundStore,
  FoundStoreList,
  LaunchResult,
  MessageResponse,
  StoreChecklist,
  ViewCounted,
} from '@agency/contract';
import { http } from './http.ts';
import { asUser } from './on-behalf.ts';

const business = (id: string, what: string) => `businesses/${encodeURIComponent(id)}/${what}`;
const store = (slug: string, what: string) => `stores/${encodeURIComponent(slug)}/${what}`;

/** Demo stores made from the outreach list, their views and launch, checklists and the board. */
export const prospectCalls = {
  /** The templates and the guess for a business's demo store. */
  demoOptions: (businessId: string) =>
    http.get<DemoStoreOptions>(business(businessId, 'demo-store'), asUser()),
  makeDemo: (businessId: string, request: DemoStoreRequest) =>
    http.post<BusinessStore>(business(businessId, 'demo-store'), request, asUser()),
  /** A won business's demo store goes live; its owner is invited by mail. */
  launch: (businessId: string) =>
    http.post<LaunchResult>(business(businessId, 'launch'), {}, asUser()),
  checklist: (slug: string) => http.get<StoreChecklist>(store(slug, 'checklist'), asUser()),
  board: () => http.get<ClientStoreBoard>('client-stores', asUser()),
  /** An admin's takedown: any store by name or address (sandboxes and demos too), 50 newest first. */
  findStores: (q: string) => http.get<FoundStoreList>('all-stores', { ...asUser(), params: { q } }),
  /** Closed to shoppers (no orders) or open again; its managers still see it. Admins only. */
  setStoreDisabled: (slug: string, disabled: boolean) =>
    http.post<FoundStore>(store(slug, disabled ? 'disable' : 'enable'), {}, asUser()),
  /** Removes the store with its items, orders and pictures. Admins only. */
  removeStore: (slug: string) =>
    http.delete<MessageResponse>(`stores/${encodeURIComponent(slug)}`, asUser()),
  /** A demo store's page was opened (no cookie; counted once per visitor per day). */
  viewed: (slug: string) => http.post<ViewCounted>(store(slug, 'views'), {}),
  /** "Make it yours": a message to the agency about this demo store. */
  interest: (slug: string, message: ContactRequest) =>
    http.post<ContactSent>(store(slug, 'interest'), message),
};
