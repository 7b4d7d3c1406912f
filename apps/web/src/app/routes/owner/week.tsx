import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { OwnerWeekView } from '../../../features/bookings/components/owner-week';
import { WEEK_TEXTS } from '../../../features/bookings/components/week-texts';

/**
 * /owner/week (docs/product.md#week-view). A free hour opens Bookings Received asked to add a
 * booking there (`paths.ownerAddBooking`), where the offline booking's dialog reads it.
 */
export function Component() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title={WEEK_TEXTS.title} description={WEEK_TEXTS.description} />
      <OwnerWeekView
        onAddBooking={(studioId, date, hour) =>
          void navigate(paths.ownerAddBooking(studioId, date, hour))
        }
      />
    </div>
  );
}
