import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { CalendarsCard } from '../../../features/imported-calendars/components/calendars-card';
import { invalidateOwnerStudios } from '../../../features/my-studios/api/get-owner-studios';
import { EditStudio } from '../../../features/owner-studios/components/edit-studio';
import { StudioFormPage } from '../../../features/owner-studios/components/studio-form';
import { invalidateStudioCatalogue } from '../../../features/studios/api/invalidate-studio-catalogue';
import { useSession } from '../../../lib/use-session';

/**
 * /owner/studios/{studioId}/edit: Edit Studio (docs/product.md#screens), approved studios of their
 * author only, with the studio's Calendars card above the form (docs/product.md#calendars).
 */
export function Component() {
  const { studioId = '' } = useParams();
  const queryClient = useQueryClient();
  const userId = useSession().session?.user._id ?? '';
  return (
    <StudioFormPage
      title="Edit Studio"
      description="Prices, packages, hours and availability change as soon as you save them; a new name, description, photos, videos or address show once an admin approves them."
    >
      <EditStudio
        key={studioId}
        studioId={studioId}
        userId={userId}
        onUpdated={(id) => {
          void invalidateOwnerStudios(queryClient);
          void invalidateStudioCatalogue(queryClient, id);
        }}
        calendars={<CalendarsCard studioId={studioId} />}
      />
    </StudioFormPage>
  );
}
