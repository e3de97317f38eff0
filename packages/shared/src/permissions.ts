// Who may do what: one named rule per capability, called by the API's route guards and use cases and by the
// web app's screens and menus. No role is compared anywhere else (role-comparisons.test.ts checks the sources),
// and the table in docs/product.md "Roles and permissions" is built from these rules (permissions-table.test.ts).
// The API enforces every rule; a screen only hides what the API would refuse.
import type { Role } from './constants.ts';

/**
 * Someone acting: the API's current user as it is; the web's session user through one mapping
 * (lib/session.ts). `placeId` is the branch (lugar) an admin belongs to, null when none.
 */
export interface Actor {
  id: string;
  role: Role;
  placeId: string | null;
}

/** What a rule about roles alone needs; null or undefined is a visitor who is not logged in. */
export type Anyone = Pick<Actor, 'role'> | null | undefined;
/** Someone signed in, known at least by the token's user id (an island knows no more); null: a visitor. */
export type SignedIn = { id: string } | null | undefined;
/** A record of a customer's at a branch: a booking request, an online payment. */
export interface BranchRecord {
  customerId: string;
  placeId: string;
}

// ---- kinds of account ----

/** The staff roles, in the order the admins list shows them. */
export const STAFF_ROLES: readonly Role[] = ['admin', 'super_admin'];
/** Staff: an admin or a super_admin (Master Admin). Also says whether an account may have a branch. */
export const isStaff = (who: Anyone) => who?.role === 'admin' || who?.role === 'super_admin';
/** A customer (role user): the account events are booked for. */
export const isCustomer = (who: Anyone) => who?.role === 'user';
const isSuperAdmin = (who: Anyone) => who?.role === 'super_admin';

/** The one branch a staff member is confined to: an admin's own; null for every branch (a super_admin, an admin of none). */
export const ownBranchOf = (actor: Pick<Actor, 'role' | 'placeId'>) =>
  actor.role === 'admin' ? actor.placeId : null;

/**
 * Whether a branch (null: every branch at once) is within a staff member's reach: a super_admin and an admin of
 * no branch reach every one; an admin with a branch only theirs. Booking requests, closures and reports use it.
 */
export const staffReaches = (actor: Actor | null | undefined, placeId: string | null) => {
  if (!actor || !isStaff(actor)) return false;
  const own = ownBranchOf(actor);
  return own === null || own === placeId;
};

// ---- the public site and the customer's own things ----

/** The public pages, registration, login and the contact form: everyone. */
export const mayUsePublicSite = (_who: Anyone) => true;
/** The cart: anyone signed in (a visitor is warned and asked to log in). */
export const mayUseCart = (who: SignedIn) => !!who;
/** /pedidos, one's own events and requests: anyone signed in. */
export const mayReadOwnOrders = (who: SignedIn) => !!who;
/** Booking requests, paying online and accepting the contract's terms are the customer's: an event is booked for a role user. */
export const mayRequestBooking = (who: Anyone) => isCustomer(who);
export const mayPayOnline = (who: Anyone) => isCustomer(who);

/** One event, its contract and its party page: its customer, and staff. */
export const mayReadEvent = (viewer: Actor | null | undefined, event: { customerId: string }) =>
  isStaff(viewer) || (!!viewer && isCustomer(viewer) && viewer.id === event.customerId);
/** An account's record: its owner, and staff. */
export const mayReadAccount = (viewer: Actor | null | undefined, accountId: string) =>
  isStaff(viewer) || viewer?.id === accountId;

/** A family's fiscal data ('Datos de facturación'): read as its account is (its owner, and staff). */
export const mayReadFiscalData = (viewer: Actor | null | undefined, accountId: string) =>
  mayReadAccount(viewer, accountId);
/** Only the family writes its fiscal data: they are what its invoices will say of it. */
export const mayChangeFiscalData = (viewer: Actor | null | undefined, accountId: string) =>
  !!viewer && isCustomer(viewer) && viewer.id === accountId;

/** An event's factura (ask for it, read it, download its CFDI): the event's family, and staff for it. */
export const mayRequestFactura = (viewer: Actor | null | undefined, event: { customerId: string }) =>
  mayReadEvent(viewer, event);

/**
 * What someone may read of the customers' records kept by branch (booking requests, online payments): a customer
 * their own; an admin with a branch that branch's; any other staff member everything (null).
 */
export function branchRecordScopeOf(actor: Actor): { customerId: string } | { placeId: string } | null {
  if (isCustomer(actor)) return { customerId: actor.id };
  const own = ownBranchOf(actor);
  return own ? { placeId: own } : null;
}
/** The same rule for one record. */
export const mayReadBranchRecord = (actor: Actor | null | undefined, record: BranchRecord) => {
  if (!actor) return false;
  const scope = branchRecordScopeOf(actor);
  if (!scope) return true;
  return 'customerId' in scope ? scope.customerId === record.customerId : scope.placeId === record.placeId;
};

// ---- staff ----

/** The /admin area: staff. */
export const mayUseAdminArea = (who: Anyone) => isStaff(who);
/** Every event, the dashboard, the staff calendar and an event's history (Historial): staff. */
export const mayReadAllEvents = (who: Anyone) => isStaff(who);
/** Book, edit and move events, their extras and discounts: staff. */
export const mayBookEvents = (who: Anyone) => isStaff(who);
/** Record a payment (abono) by hand: staff. */
export const mayRecordPayments = (who: Anyone) => isStaff(who);
/** Ask about a date inside a branch's lead time, and book one: staff (families need the lead time). */
export const mayBookInsideLeadTime = (who: Anyone) => isStaff(who);
/**
 * Branches, their packages and galleries: both staff roles (docs/architecture.md#roles, the wide reading).
 */
export const mayManageBranches = (who: Anyone) => isStaff(who);
export const mayManageSlides = (who: Anyone) => isStaff(who);
/** The menu follows the narrow reading: Sucursales, Slides, Footer and Productos are super_admin's entries. */
export const mayUseContentMenus = (who: Anyone) => isSuperAdmin(who);
export const mayManageFooter = (who: Anyone) => isSuperAdmin(who);
export const mayManageProducts = (who: Anyone) => isSuperAdmin(who);
/** The contact messages (Mensajes): staff. */
export const mayReadContactMessages = (who: Anyone) => isStaff(who);
/** Mark a guest's arrival on a party's guest list: staff. */
export const mayMarkArrivals = (who: Anyone) => isStaff(who);
/** The dashboard's total earnings card: super_admin. */
export const maySeeEarnings = (who: Anyone) => isSuperAdmin(who);
export const mayRefundPayments = (who: Anyone) => isSuperAdmin(who);
/** Publish a new version of the contract's terms (Términos); staff may read them. */
export const mayPublishTerms = (who: Anyone) => isSuperAdmin(who);
/** The whole audit log (Bitácora); an event's own history is for all staff (mayReadAllEvents). */
export const mayReadAuditLog = (who: Anyone) => isSuperAdmin(who);
export const mayManagePromoCodes = (who: Anyone) => isSuperAdmin(who);
export const mayDeleteEvents = (who: Anyone) => isSuperAdmin(who);
/** Issue the month's factura global ahead of the job, and read what it holds */
export const mayManageFacturaGlobal = (who: Anyone) => isSuperAdmin(who);
/** Staff's list of CFDI (Facturas) and its CSV: every staff member, each within the branches they reach. */
export const mayReadFacturas = (who: Anyone) => isStaff(who);
export const mayReadFacturasOf = (actor: Actor | null | undefined, placeId: string | null) =>
  staffReaches(actor, placeId);
/** Cancelling a CFDI at SAT, with its motivo: a super_admin only. */
export const mayCancelFactura = (who: Anyone) => isSuperAdmin(who);

/**
 * A family's consent to WhatsApp notices: the family alone (staff cannot opt a family in, nor out for them;
 * the family can also opt out by writing 'BAJA').
 */
export const mayChangeWhatsAppConsent = (actor: Actor | null | undefined, accountId: string) =>
  isCustomer(actor) && actor?.id === accountId;
/** The WhatsApp inbox and a family's messages: staff, each conversation within `mayReadWhatsAppConversation`. */
export const mayUseWhatsAppInbox = (who: Anyone) => isStaff(who);
/**
 * A WhatsApp conversation: a super_admin (or an admin of no branch) reads all; an admin with a branch those of
 * customers with a request or event there, and those matched to no customer.
 */
export const mayReadWhatsAppConversation = (
  actor: Actor | null | undefined,
  conversation: { matched: boolean; placeIds: readonly string[] },
) => {
  if (!actor || !isStaff(actor)) return false;
  const own = ownBranchOf(actor);
  return own === null || !conversation.matched || conversation.placeIds.includes(own);
};
/** The branch whose families' conversations an admin is confined to (null: every conversation). */
export const whatsappBranchScopeOf = (actor: Actor) => ownBranchOf(actor);

/** Booking requests: staff convert or reject those of the branches they reach (`mayDecideRequest`). */
export const mayDecideRequests = (who: Anyone) => isStaff(who);
export const mayDecideRequest = (actor: Actor | null | undefined, request: { placeId: string }) =>
  staffReaches(actor, request.placeId);
/** Whether an account hears of a new booking request of a branch: every super_admin and that branch's admins. */
export const hearsOfNewRequest = (account: Pick<Actor, 'role' | 'placeId'>, placeId: string) =>
  isSuperAdmin(account) || (account.role === 'admin' && account.placeId === placeId);

/** Closures (cierres) of a branch, or of every branch (null): the staff who reach it. */
export const mayManageClosures = (who: Anyone) => isStaff(who);
export const mayManageClosure = (actor: Actor | null | undefined, placeId: string | null) =>
  staffReaches(actor, placeId);

/**
 * A branch's salones and its turnos by weekday: the staff who reach it (families read the active salones and the
 * schedule without signing in).
 */
export const mayManageSalones = (who: Anyone) => isStaff(who);
export const mayManageSalonesOf = (actor: Actor | null | undefined, placeId: string | null) =>
  staffReaches(actor, placeId);
export const mayEditTurnosOf = (actor: Actor | null | undefined, placeId: string | null) =>
  staffReaches(actor, placeId);

/**
 * A branch's resources (animadores, fotógrafos…), assigning them to its parties, and its day sheet: the staff who
 * reach the branch.
 */
export const mayManageRecursos = (who: Anyone) => isStaff(who);
export const mayManageRecursosOf = (actor: Actor | null | undefined, placeId: string | null) =>
  staffReaches(actor, placeId);
export const mayReadDaySheetOf = (actor: Actor | null | undefined, placeId: string | null) =>
  staffReaches(actor, placeId);

/** Reports of a branch, or of every branch (null): the staff who reach it (an admin with a branch gets theirs). */
export const mayReadReports = (who: Anyone) => isStaff(who);
export const mayReadReportOf = (actor: Actor | null | undefined, placeId: string | null) =>
  staffReaches(actor, placeId);

/** Price rules: every staff member reads them; a super_admin writes any, an admin with a branch only theirs. */
export const mayReadPriceRules = (who: Anyone) => isStaff(who);
export const mayEditPriceRulesOf = (actor: Actor | null | undefined, placeId: string | null) =>
  isSuperAdmin(actor) || (actor?.role === 'admin' && actor.placeId !== null && actor.placeId === placeId);
/** Whether any price rule is theirs to write (the Precios screen). */
export const mayEditPriceRules = (actor: Actor | null | undefined) =>
  !!actor && mayEditPriceRulesOf(actor, ownBranchOf(actor));

// ---- accounts ----

/** The users and admins tables and the edit form: staff (what each may change: `editRefusal`). */
export const mayManageUsers = (who: Anyone) => isStaff(who);
/** Deleting accounts: super_admin, never their own. */
export const mayDeleteUsers = (who: Anyone) => isSuperAdmin(who);
export const mayDeleteUser = (actor: Actor | null | undefined, target: { id: string }) =>
  mayDeleteUsers(actor) && actor?.id !== target.id;

/** The accounts an actor's lists leave out: an admin never sees super_admins. */
export const rolesHiddenFrom = (who: Anyone): Role[] => (isSuperAdmin(who) ? [] : ['super_admin']);
/** The dashboard's admins list: an admin sees role admin; a super_admin admins and super_admins. */
export const staffRolesListedFor = (who: Anyone): Role[] =>
  isStaff(who) ? STAFF_ROLES.filter((role) => !rolesHiddenFrom(who).includes(role)) : [];
/** The roles an editor may give: user and admin, and super_admin only by a super_admin. */
export const rolesAssignableBy = (who: Anyone): Role[] =>
  !isStaff(who) ? [] : isSuperAdmin(who) ? ['user', 'admin', 'super_admin'] : ['user', 'admin'];
/** Assigning a branch to an account: super_admin. */
export const mayAssignPlaces = (who: Anyone) => isSuperAdmin(who);

/** What an edit changes (undefined: unchanged; placeId null: no branch). */
export interface AccountChange {
  role?: Role;
  active?: boolean;
  placeId?: string | null;
}
/** Why an edit is refused; the keys are ACCOUNT_MSG's (accounts.ts). */
export type EditRefusal =
  | 'masterAdminUntouchable'
  | 'onlyMasterGrantsMaster'
  | 'onlyMasterAssignsPlace'
  | 'cannotLockSelfOut';

/**
 * docs/architecture.md#roles: an admin may not edit a super_admin, raise anyone to super_admin nor move an
 * account's branch; and no one changes their own role or deactivates themselves (they would lock themselves out).
 */
export function editRefusal(editor: Actor, target: Actor, change: AccountChange): EditRefusal | null {
  if (!isSuperAdmin(editor)) {
    if (isSuperAdmin(target)) return 'masterAdminUntouchable';
    if (change.role && !rolesAssignableBy(editor).includes(change.role)) return 'onlyMasterGrantsMaster';
    if (change.placeId !== undefined && change.placeId !== target.placeId) return 'onlyMasterAssignsPlace';
  }
  const changesOwnRole = change.role !== undefined && change.role !== target.role;
  if (editor.id === target.id && (changesOwnRole || change.active === false)) return 'cannotLockSelfOut';
  return null;
}
export const mayEditUser = (editor: Actor | null | undefined, target: Actor, change: AccountChange) =>
  !!editor && mayManageUsers(editor) && editRefusal(editor, target, change) === null;
