import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REVIEW_MESSAGES, type Review, type Studio } from '@studio-hive/domain';
import { stubConfirm } from '../../../test/confirm';
import { renderApp } from '../../../test/render-app';
import { errorReply, mockApi } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';
import { studioFixture } from '../../../test/studios';

const ID = 'f3a1c2d4-0000-4000-8000-0000000000aa';
const customer = authResult('customer');
const owner = authResult('owner');

let reviewCounter = 0;
function reviewFixture(overrides: Partial<Review> = {}): Review {
  reviewCounter += 1;
  return {
    _id: `r-${reviewCounter}`,
    studio: ID,
    rating: 4,
    description: 'Quiet room and a friendly host.',
    reviewer: { _id: `someone-${reviewCounter}`, name: 'Priya Nair' },
    verified: false,
    createdAt: '2026-03-04T20:00:00.000Z',
    updatedAt: '2026-03-04T20:00:00.000Z',
    ...overrides,
  };
}

/** The reviews section of the studio page. */
const section = () => within(screen.getByRole('region', { name: 'Reviews' }));

/**
 * The studio page at /studios/ID with `reviews` (a function: the server's current list), as
 * `session` (or a guest).
 */
type ReviewsReply = Review[] | ReturnType<typeof errorReply>;

async function openStudio(
  reviews: ReviewsReply | (() => ReviewsReply),
  session?: ReturnType<typeof authResult>,
  studio: Partial<Studio> = {},
) {
  const api = mockApi({
    [`GET /api/studio/${ID}`]: {
      body: { studio: studioFixture({ _id: ID, name: 'Echo Room', ...studio }) },
    },
    [`GET /api/review/studio/${ID}`]: () => {
      const reply = typeof reviews === 'function' ? reviews() : reviews;
      return Array.isArray(reply) ? { body: reply } : reply;
    },
    [`GET /api/availability/${ID}`]: { body: [] },
    'GET /api/booking/customer': { body: [] },
  });
  if (session) api.on('GET /api/user/me', { body: { user: session.user } });
  const view = renderApp(`/studios/${ID}`, { session });
  await screen.findByRole('heading', { level: 1, name: studio.name ?? 'Echo Room' });
  await screen.findByRole('heading', { level: 2, name: 'Reviews' });
  return { ...view, api };
}

describe('studio reviews', () => {
  it('shows the empty state and asks guests to log in to write one', async () => {
    await openStudio([]);
    expect(await section().findByText(REVIEW_MESSAGES.empty)).toBeInTheDocument();
    expect(section().queryByRole('button', { name: 'Write a Review' })).not.toBeInTheDocument();
    expect(section().getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('lists the reviews with stars, name, IST date, text and a verified badge', async () => {
    await openStudio([
      reviewFixture({
        rating: 5,
        reviewer: { _id: 'u-1', name: 'Kavya Iyer' },
        verified: true,
        description: 'Best acoustics in Gurgaon.\nWill be back.',
        // 20:00 UTC is already the next day in India.
        createdAt: '2026-03-04T20:00:00.000Z',
      }),
      reviewFixture({
        rating: 3,
        reviewer: { _id: 'u-2', name: 'Arjun Das' },
        createdAt: '2026-02-10T05:00:00.000Z',
      }),
    ]);
    const kavya = within(await section().findByRole('article', { name: 'Review by Kavya Iyer' }));
    expect(kavya.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
    expect(kavya.getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(kavya.getByText(/Best acoustics in Gurgaon\./)).toBeInTheDocument();
    expect(kavya.getByText('Verified booking')).toBeInTheDocument();

    const arjun = within(section().getByRole('article', { name: 'Review by Arjun Das' }));
    expect(arjun.getByText('Feb 10, 2026')).toBeInTheDocument();
    expect(arjun.queryByText('Verified booking')).not.toBeInTheDocument();
    expect(arjun.queryByRole('button')).not.toBeInTheDocument();

    expect(section().getByText('(2 reviews)')).toBeInTheDocument();
    expect(section().getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
    expect(section().queryByText(REVIEW_MESSAGES.empty)).not.toBeInTheDocument();
  });

  it('writes a review: a rating is required, then a toast and the summary reloads', async () => {
    let reviews: Review[] = [];
    const { api, user } = await openStudio(() => reviews, customer);
    api.on('POST /api/review', (request) => {
      const { rating, description } = request.body as { rating: number; description: string };
      const created = reviewFixture({
        rating,
        description,
        reviewer: { _id: customer.user._id, name: customer.user.name },
      });
      reviews = [created];
      return { status: 201, body: { review: created } };
    });
    const studioLoads = api.sent(`GET /api/studio/${ID}`).length;

    await user.click(await section().findByRole('button', { name: 'Write a Review' }));
    const form = within(await section().findByRole('form', { name: 'Write a Review' }));
    const submit = form.getByRole('button', { name: 'Submit Review' });
    expect(submit).toBeDisabled();

    await user.type(form.getByLabelText('Your review'), 'Lovely treated room.');
    // Why Submit is still disabled.
    expect(form.getByText(REVIEW_MESSAGES.ratingRequired)).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.click(form.getByRole('radio', { name: '4 stars' }));
    expect(form.queryByText(REVIEW_MESSAGES.ratingRequired)).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByText(REVIEW_MESSAGES.submitted)).toBeInTheDocument();
    expect(api.sent('POST /api/review')[0]!.body).toEqual({
      studio: ID,
      rating: 4,
      description: 'Lovely treated room.',
    });
    expect(
      await section().findByRole('article', { name: 'Review by Rohan Mehta' }),
    ).toBeInTheDocument();
    expect(section().queryByRole('form')).not.toBeInTheDocument();
    // Reviewed: no second 'Write a Review'.
    expect(section().queryByRole('button', { name: 'Write a Review' })).not.toBeInTheDocument();
    // The studio (and its rating summary) is asked for again.
    await waitFor(() =>
      expect(api.sent(`GET /api/studio/${ID}`).length).toBeGreaterThan(studioLoads),
    );
  });

  it('says "Please select a rating" when the form is sent without one, and sends nothing', async () => {
    const { api, user } = await openStudio([], customer);
    await user.click(await section().findByRole('button', { name: 'Write a Review' }));
    const formElement = await section().findByRole('form', { name: 'Write a Review' });
    await user.type(within(formElement).getByLabelText('Your review'), 'Nice.');
    fireEvent.submit(formElement);
    const alert = await within(formElement).findByRole('alert');
    expect(alert.textContent).toBe(REVIEW_MESSAGES.ratingRequired);
    expect(api.sent('POST /api/review')).toHaveLength(0);
  });

  it("shows the server's refusal above the buttons, or the documented fallback", async () => {
    const { api, user } = await openStudio([], customer);
    api.on(
      'POST /api/review',
      errorReply(409, 'CONFLICT', 'You have already reviewed this studio.'),
    );
    await user.click(await section().findByRole('button', { name: 'Write a Review' }));
    const form = within(await section().findByRole('form', { name: 'Write a Review' }));
    await user.click(form.getByRole('radio', { name: '5 stars' }));
    await user.type(form.getByLabelText('Your review'), 'Great.');
    await user.click(form.getByRole('button', { name: 'Submit Review' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'You have already reviewed this studio.',
    );

    api.on('POST /api/review', { status: 502, body: '<html></html>' });
    await user.click(form.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() =>
      expect(form.getByRole('alert').textContent).toBe(REVIEW_MESSAGES.submitFailed),
    );
  });

  it('chooses stars with the keyboard: arrows, Home and End, focus following', async () => {
    const { user } = await openStudio([], customer);
    await user.click(await section().findByRole('button', { name: 'Write a Review' }));
    const form = within(await section().findByRole('form', { name: 'Write a Review' }));
    const group = form.getByRole('radiogroup', { name: 'Your rating' });
    const star = (n: number) =>
      within(group).getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` });
    const checked = () =>
      within(group)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked)
        .map((radio) => radio.getAttribute('aria-label'));

    // With none chosen, only the first star is in the tab order.
    expect(star(1).tabIndex).toBe(0);
    expect(star(2).tabIndex).toBe(-1);
    star(1).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(checked()).toEqual(['3 stars']);
    expect(document.activeElement).toBe(star(3));
    expect(star(3).tabIndex).toBe(0);
    await user.keyboard('{ArrowLeft}');
    expect(checked()).toEqual(['2 stars']);
    await user.keyboard('{End}');
    expect(checked()).toEqual(['5 stars']);
    await user.keyboard('{ArrowUp}');
    expect(checked()).toEqual(['5 stars']);
    await user.keyboard('{Home}');
    expect(checked()).toEqual(['1 star']);
    await user.keyboard('{ArrowDown}');
    expect(checked()).toEqual(['1 star']);
    expect(document.activeElement).toBe(star(1));
    expect(
      (form.getByRole('button', { name: 'Submit Review' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('edits and deletes only your own review, with the confirmation and toasts', async () => {
    const mine = reviewFixture({
      _id: 'r-mine',
      rating: 4,
      description: 'Good room.',
      reviewer: { _id: customer.user._id, name: customer.user.name },
    });
    const theirs = reviewFixture({ reviewer: { _id: 'u-9', name: 'Arjun Das' } });
    let reviews = [mine, theirs];
    const { api, user } = await openStudio(() => reviews, customer);
    api.on('PUT /api/review/r-mine', (request) => {
      const changed = { ...mine, ...(request.body as object) };
      reviews = [changed, theirs];
      return { body: { review: changed } };
    });

    expect(
      within(await section().findByRole('article', { name: 'Review by Arjun Das' })).queryByRole(
        'button',
      ),
    ).not.toBeInTheDocument();
    expect(section().queryByRole('button', { name: 'Write a Review' })).not.toBeInTheDocument();
    const own = () => within(section().getByRole('article', { name: 'Review by Rohan Mehta' }));

    // Edit: the form starts from the review.
    await user.click(own().getByRole('button', { name: 'Edit' }));
    const form = within(await section().findByRole('form', { name: 'Edit your review' }));
    expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(form.getByLabelText('Your review')).toHaveValue('Good room.');
    await user.click(form.getByRole('radio', { name: '2 stars' }));
    await user.clear(form.getByLabelText('Your review'));
    await user.type(form.getByLabelText('Your review'), 'The AC was loud.');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(REVIEW_MESSAGES.updated)).toBeInTheDocument();
    expect(api.sent('PUT /api/review/r-mine')[0]!.body).toEqual({
      rating: 2,
      description: 'The AC was loud.',
    });
    expect(await own().findByText('The AC was loud.')).toBeInTheDocument();

    // Delete: nothing happens when the confirmation is declined.
    const confirm = stubConfirm(false);
    await user.click(own().getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this review?');
    expect(api.sent('DELETE /api/review/r-mine')).toHaveLength(0);

    // A failure toasts the server's message; the review stays.
    stubConfirm(true);
    api.on('DELETE /api/review/r-mine', errorReply(403, 'FORBIDDEN', 'Not yours.'));
    await user.click(own().getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Not yours.')).toBeInTheDocument();
    api.on('DELETE /api/review/r-mine', { status: 502, body: '<html></html>' });
    await user.click(own().getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(REVIEW_MESSAGES.deleteFailed)).toBeInTheDocument();

    api.on('DELETE /api/review/r-mine', () => {
      reviews = [theirs];
      return { body: { message: REVIEW_MESSAGES.deleted } };
    });
    await user.click(own().getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(REVIEW_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        section().queryByRole('article', { name: 'Review by Rohan Mehta' }),
      ).not.toBeInTheDocument(),
    );
    // Free to write one again.
    expect(await section().findByRole('button', { name: 'Write a Review' })).toBeInTheDocument();
  });

  it("does not offer 'Write a Review' to the studio's own owner", async () => {
    await openStudio([reviewFixture()], owner, { author: owner.user._id });
    expect(
      await section().findByRole('article', { name: 'Review by Priya Nair' }),
    ).toBeInTheDocument();
    expect(section().queryByRole('button', { name: 'Write a Review' })).not.toBeInTheDocument();
    expect(section().queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('offers another owner to write a review', async () => {
    await openStudio([], owner, { author: 'someone-else' });
    expect(await section().findByRole('button', { name: 'Write a Review' })).toBeInTheDocument();
  });

  it('says so, with a retry, when the reviews cannot be loaded', async () => {
    let reply: ReviewsReply = errorReply(404, 'NOT_FOUND', 'Studio not found');
    const { user } = await openStudio(() => reply, customer);
    const alert = await section().findByRole('alert');
    expect(
      within(alert).getByText('We could not load the reviews. Please try again.'),
    ).toBeInTheDocument();
    expect(section().queryByRole('button', { name: 'Write a Review' })).not.toBeInTheDocument();

    reply = [];
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await section().findByText(REVIEW_MESSAGES.empty)).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Write a Review' })).toBeInTheDocument();
  });
});
