import {
  depositRefundRule,
  depositSetting,
  depositSettingSentence,
  type Studio,
} from '@studio-hive/domain';

/**
 * The deposit a studio asks and its refund rule, beside its cancellation policy
 * (docs/product.md#deposits): 'Deposit of 20% by UPI to hold a booking. Cancel up to 24 hours
 * before the start for a full refund of the deposit; …'. Nothing when it asks none.
 */
export function DepositTerms({ studio }: { studio: Studio }) {
  const sentence = depositSettingSentence(
    depositSetting(studio.deposit.type, studio.deposit.value),
  );
  if (!sentence) return null;
  return (
    <p>
      {sentence}. {depositRefundRule(studio.cancellationHours)}
    </p>
  );
}
