import { CONTACT_CATEGORY_LABELS, type ContactMessageLead } from '@studio-hive/domain';
import { useSetContactMessageHandled } from '../api/set-contact-message-handled';
import { handledToasts, LeadCard, LeadDetail } from './lead-parts';

/**
 * A message from the Contact page. The address was typed on a public form and is not verified
 * (decision 013): it is shown as text, not as a link to write to.
 */
export function ContactMessageCard({ lead }: { lead: ContactMessageLead }) {
  const change = useSetContactMessageHandled(handledToasts);
  return (
    <LeadCard
      lead={lead}
      title={lead.subject}
      subtitle={`${lead.name} · ${CONTACT_CATEGORY_LABELS[lead.category]}`}
      onChange={(value) => change.mutate(value)}
      changing={change.isPending}
    >
      <LeadDetail label="Email (not verified)">{lead.email}</LeadDetail>
      <LeadDetail label="Category">{CONTACT_CATEGORY_LABELS[lead.category]}</LeadDetail>
      <div className="sm:col-span-2">
        <LeadDetail label="Message">
          <span className="whitespace-pre-line">{lead.message}</span>
        </LeadDetail>
      </div>
    </LeadCard>
  );
}
