/**
 * The CASL ability of the signed-in user, built from the stored `userAbilityRules` and kept in step
 * with them (login, refresh, /auth/me, logout all go through the auth store).
 */
import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { AbilityRule } from '@school/shared';
import { getAuth, subscribeAuth } from './auth-store';

export type AppAbility = MongoAbility<[string, string]>;

export function createAppAbility(rules: readonly AbilityRule[]): AppAbility {
  return createMongoAbility<[string, string]>(rules as RawRuleOf<AppAbility>[]);
}

export const appAbility: AppAbility = createAppAbility(getAuth().abilityRules);

// Compare by content: the store re-reads storage on every change, and an update re-renders every
// component that uses the ability.
let lastRules = JSON.stringify(getAuth().abilityRules);
subscribeAuth(() => {
  const { abilityRules } = getAuth();
  const serialized = JSON.stringify(abilityRules);
  if (serialized === lastRules) return;
  lastRules = serialized;
  appAbility.update(abilityRules as RawRuleOf<AppAbility>[]);
});
