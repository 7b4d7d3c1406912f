import {
  formatIndianMobile,
  whatsappLink,
  YES_NO_LABELS,
  type StudioInquiryLead,
} from '@studio-hive/domain';
import { textLinkClasses } from '../../../components/ui/text-link';
import { useSetStudioInquiryHandled } from '../api/set-studio-inquiry-handled';
import { handledToasts, LeadCard, LeadDetail } from './lead-parts';

/** An owner's inquiry from the lead page (/add-your-studio), with a WhatsApp link to reply to it. */
export function StudioInquiryCard({ lead }: { lead: StudioInquiryLead }) {
  const change = useSetStudioInquiryHandled(handledToasts);
  return (
    <LeadCard
      lead={lead}
      title={lead.name}
      // Where the room is, as they wrote it.
      subtitle={lead.location}
      onChange={(value) => change.mutate(value)}
      changing={change.isPending}
    >
      <LeadDetail label="WhatsApp">
        <a
          href={whatsappLink(lead.whatsapp)}
          target="_blank"
          rel="noreferrer"
          className={textLinkClasses}
        >
          {formatIndianMobile(lead.whatsapp)}
          <span className="sr-only"> (opens WhatsApp in a new tab)</span>
        </a>
      </LeadDetail>
      <LeadDetail label="Has a room">{YES_NO_LABELS[lead.hasRoom]}</LeadDetail>
      <LeadDetail label="Wants help setting it up">{YES_NO_LABELS[lead.needsHelp]}</LeadDetail>
    </LeadCard>
  );
}
