import { describe, expect, it } from 'vitest';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Studio } from '@studio-hive/domain';
import { studioFixture } from '../../../test/studios';
import { StudioDetails } from './studio-details';

/** The studio's page as the server renders it for a visitor (decision 017): its HTML, no script run. */
async function serverHtml(studio: Studio): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={`/studios/${studio._id}`}>
      <StudioDetails studio={studio} isAuthor={false} booking={null} />
    </StaticRouter>,
  );
  return (await text(prelude)).replace(/<!-- -->/g, '');
}

describe('the studio page as the server renders it', () => {
  it('says the deposit a studio asks and its refund rule, for a visitor without JavaScript', async () => {
    const html = await serverHtml(
      studioFixture({
        bookingMode: 'request',
        cancellationHours: 24,
        deposit: { type: 'percent', value: 20, payWithinMinutes: 60 },
      }),
    );
    expect(html).toContain(
      'Deposit of 20% by UPI to hold a booking. Cancel up to 24 hours before the start for a full refund of the deposit; after that it is not refunded.',
    );
    // A deposit holds the booking: it is no request.
    expect(html).not.toContain('Bookings here are requests');
  });
});
