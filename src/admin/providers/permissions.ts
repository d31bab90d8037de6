// Spec §6: permission is by authority strings carried by the session, checked for one, any or all.
// Pure functions, shared by the authProvider (canAccess), the menu and the user menu.

/** The installation administrator (user id 1) holds every authority, as on the server. */
export const ADMIN_USER_ID = 1;

export type Holder = { authorities: readonly string[]; usuario?: { id: number } } | null | undefined;

const isAdmin = (holder: Holder) => holder?.usuario?.id === ADMIN_USER_ID;

/** True when the authority is held; an empty requirement is always met. */
export function hasAuthority(holder: Holder, authority: string | undefined | null): boolean {
  if (!authority) return true;
  if (!holder) return false;
  return isAdmin(holder) || holder.authorities.includes(authority);
}

/** At least one of them (an empty list is met). */
export function hasAnyAuthority(holder: Holder, authorities: readonly string[]): boolean {
  return authorities.length === 0 || authorities.some((a) => hasAuthority(holder, a));
}

/** Every one of them. */
export function hasAllAuthorities(holder: Holder, authorities: readonly string[]): boolean {
  return authorities.every((a) => hasAuthority(holder, a));
}

/** Read/write authorities of each register (x-resource.authority), known once the schemas are loaded. */
export type ResourceAuthorities = Record<string, { read?: string; write?: string } | undefined>;

const READ_ACTIONS = new Set(['list', 'show', 'export', 'read']);

/** react-admin's canAccess: reading needs `read`, anything else `write`; unknown resources are open. */
export function canAccessResource(
  holder: Holder,
  registry: ResourceAuthorities,
  resource: string,
  action: string,
): boolean {
  const rule = registry[resource];
  if (!rule) return true;
  return hasAuthority(holder, READ_ACTIONS.has(action) ? rule.read : (rule.write ?? rule.read));
}
