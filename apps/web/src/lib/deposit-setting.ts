import { NO_DEPOSIT, type DepositSetting, type Studio } from '@studio-hive/domain';

/**
 * A studio's deposit as the domain's rules take it (`DepositSetting`): the response states its
 * value beside its type, null when none is asked.
 */
export function studioDepositSetting(deposit: Studio['deposit']): DepositSetting {
  return deposit.type === 'none' || deposit.value === null
    ? NO_DEPOSIT
    : { type: deposit.type, value: deposit.value };
}
