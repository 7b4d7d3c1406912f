import { ButtonLink } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/page-sections';
import { paths } from '../../../config/paths';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';

/** The id of the blog section: /about#blog scrolls there (docs/product.md#static-pages). */
export const BLOG_SECTION_ID = 'blog';

const sectionHeading = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl';

export function AboutStory() {
  return (
    <TitledSection
      headingId="about-story"
      title="Our story"
      headingClassName={sectionHeading}
      className="grid gap-4 py-10 lg:grid-cols-3 lg:gap-12"
    >
      <div className="space-y-4 text-base leading-relaxed text-slate-700 lg:col-span-2">
        <p>
          Studio Hive began with a familiar problem. Creators in Delhi NCR were recording podcasts
          in bedrooms and borrowed offices while good studios sat empty between bookings, because
          finding one meant phone calls, unclear prices and waiting for someone to confirm a slot.
        </p>
        <p>
          We built one place to compare studios across New Delhi, Gurgaon, Noida, Ghaziabad and
          Faridabad, with their equipment, camera packages, prices and reviews on the page. You pick
          a free hour, book it and get a confirmation at once, and you pay the studio when you
          arrive, with no platform fee on top.
        </p>
        <p>
          For studio owners we made listing simple: describe the room, set opening hours and prices,
          open the dates you want to rent out, and receive bookings with an e-mail and an SMS for
          each one. Every studio is checked by our team before it goes live.
        </p>
      </div>
    </TitledSection>
  );
}

/** One statement of the company (its mission, its vision) as a card titled by `title`. */
function Statement({ id, title, children }: { id: string; title: string; children: string }) {
  return (
    <TitledSection
      headingId={id}
      title={title}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <p className="mt-3 text-base leading-relaxed text-slate-700">{children}</p>
    </TitledSection>
  );
}

export function AboutMissionVision() {
  return (
    <div className="grid gap-6 border-t border-slate-200 py-10 md:grid-cols-2">
      <Statement id="about-mission" title="Our mission">
        To make professional recording space easy to find, honest in price and simple to book for
        every creator in Delhi NCR, and to fill studios’ empty hours with people who will use them
        well.
      </Statement>
      <Statement id="about-vision" title="Our vision">
        A city where anyone with a story can walk into a good studio the same week, and where every
        owner of a treated room has a steady calendar of sessions, starting in Delhi NCR.
      </Statement>
    </div>
  );
}

const TEAM = [
  {
    name: 'Aarav Malhotra',
    role: 'Co-founder & CEO',
    bio: 'Hosted a weekly interview podcast for four years and spent too many evenings phoning studios for a free slot.',
  },
  {
    name: 'Meera Iyer',
    role: 'Co-founder, Studio Partnerships',
    bio: 'Visits studios across the region and helps owners turn rooms into spaces creators want to book.',
  },
  {
    name: 'Dev Khanna',
    role: 'Head of Engineering',
    bio: 'Builds the booking system that makes sure an hour can only ever be booked once.',
  },
  {
    name: 'Ritika Sharma',
    role: 'Customer Support Lead',
    bio: 'Leads the team that answers every message within 24 hours, Monday to Friday.',
  },
] as const;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export function AboutTeam() {
  return (
    <TitledSection
      headingId="about-team"
      title="Our team"
      headingClassName={sectionHeading}
      className="border-t border-slate-200 py-10"
    >
      <p className="mt-3 max-w-2xl text-base text-slate-600">
        A small team of creators, engineers and studio people based in Gurgaon.
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TEAM.map((member) => (
          <li
            key={member.name}
            className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
          >
            <span
              aria-hidden="true"
              className="mx-auto flex size-16 items-center justify-center rounded-full bg-indigo-100 text-xl font-bold text-indigo-700"
            >
              {initials(member.name)}
            </span>
            <h3 className="mt-4 text-base font-semibold text-slate-900">{member.name}</h3>
            <p className="text-sm font-medium text-indigo-700">{member.role}</p>
            <p className="mt-3 text-sm text-slate-600">{member.bio}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

type Article = {
  id: string;
  title: string;
  date: string;
  dateTime: string;
  readingTime: string;
  summary: string;
  body: readonly string[];
};

/** The three blog articles (docs/product.md#overview, About): advice that matches how booking works. */
export const BLOG_ARTICLES: readonly Article[] = [
  {
    id: 'first-session',
    title: 'Preparing for your first podcast recording session',
    date: 'January 14, 2025',
    dateTime: '2025-01-14',
    readingTime: '4 min read',
    summary:
      'A studio hour goes quickly. A little planning before you arrive means more of it is spent recording and less setting up.',
    body: [
      'Plan the episode before you book. Write down your segments, the questions for each guest and a rough time for each part, then book one hour more than the recording itself: setting up microphones, checking levels and the odd retake all take time.',
      'Read the studio’s page closely. Its equipment list, amenities and rules tell you what is already there and what to bring. If you need something extra, such as another microphone or help from an engineer, look at the add-ons offered in the booking step.',
      'Arrive 15 minutes early. It gives you time to settle in, meet the host, pay at the studio and get your guests comfortable before the clock starts. Bring water, your notes, and headphones you like if you have them.',
      'After the session, back up your files before you leave, and write a short review. It helps other creators, and reviews from people who booked carry a Verified booking badge.',
    ],
  },
  {
    id: 'camera-packages',
    title: 'One, two or three cameras: choosing the right package',
    date: 'December 9, 2024',
    dateTime: '2024-12-09',
    readingTime: '3 min read',
    summary:
      'Every studio prices its camera packages by the hour. Here is how to choose between an audio-only session and a full three-camera setup.',
    body: [
      'No Camera is the room and its audio equipment only, and the cheapest way to record an audio podcast or a voice-over. Not every studio offers it.',
      'One camera suits a solo show or a talking-head video: one steady angle, easy to edit. Two cameras give each person in an interview their own angle, which makes a conversation much more watchable.',
      'Three cameras add a wide shot to the two close-ups, the classic video-podcast look for clips and full episodes alike. It costs the most, so it is worth it when video is the main product.',
      'Whatever you choose, the booking step shows the package price per hour times your hours, then the add-ons, before you confirm. You pay that total at the studio.',
    ],
  },
  {
    id: 'list-your-room',
    title: 'Turning a spare room into a bookable studio',
    date: 'November 18, 2024',
    dateTime: '2024-11-18',
    readingTime: '5 min read',
    summary:
      'You do not need a recording complex to earn from your space. What creators look for, and how to list a room on Studio Hive.',
    body: [
      'Start with sound. Acoustic panels, a rug and soft furnishings tame echo more than any microphone upgrade. Then cover the basics creators expect: XLR microphones on stands or boom arms, an audio interface, closed-back headphones and pop filters.',
      'For video, good light matters more than the camera. Two soft lights and a tidy, interesting background go a long way, and they make your photos better too.',
      'When you list the studio, describe it honestly, set your opening hours and minimum booking, and price the 1, 2 and 3 camera packages. Upload up to five clear photos; we remove hidden location data from every image.',
      'Open the dates you want to rent out, then submit the studio for approval. Our team checks each listing before it goes live, and once approved you receive an e-mail and an SMS for every booking. Customers pay you at the studio, and we take no platform fee.',
    ],
  },
];

/** The blog (docs/product.md#static-pages: /about#blog scrolls here). */
export function AboutBlog() {
  useScrollToHash(BLOG_SECTION_ID);
  return (
    <TitledSection
      id={BLOG_SECTION_ID}
      tabIndex={-1}
      headingId="about-blog"
      title="From our blog"
      headingClassName={sectionHeading}
      className="border-t border-slate-200 py-10 focus:outline-none"
    >
      <p className="mt-3 max-w-2xl text-base text-slate-600">
        Practical advice for creators and studio owners.
      </p>
      <div className="mt-8 grid gap-6 lg:grid-cols-3 lg:items-start">
        {BLOG_ARTICLES.map((article) => (
          <article
            key={article.id}
            aria-labelledby={`article-${article.id}`}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <p className="text-sm text-slate-600">
              <time dateTime={article.dateTime}>{article.date}</time> · {article.readingTime}
            </p>
            <h3
              id={`article-${article.id}`}
              className="mt-2 text-lg leading-snug font-semibold text-slate-900"
            >
              {article.title}
            </h3>
            <p className="mt-3 text-sm leading-relaxed text-slate-700">{article.summary}</p>
            <details className="group mt-4">
              <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-sm font-medium text-indigo-700 hover:text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
                <span className="group-open:hidden">Read the article</span>
                <span className="hidden group-open:inline">Show less</span>
                <span className="sr-only">: {article.title}</span>
              </summary>
              <div className="mt-3 space-y-3 text-sm leading-relaxed text-slate-700">
                {article.body.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </details>
          </article>
        ))}
      </div>
    </TitledSection>
  );
}

/** Where to go next (docs/product.md#static-pages: About links to /studios and /contact). */
export function AboutCallToAction() {
  return (
    <TitledSection
      headingId="about-next"
      title="Come and record with us"
      className="mb-4 rounded-2xl bg-indigo-50 px-6 py-8 text-center ring-1 ring-indigo-100 sm:px-10"
    >
      <p className="mx-auto mt-2 max-w-xl text-base text-slate-700">
        Find a studio for your next episode, or tell us what you are looking for.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.studios}>Browse Studios</ButtonLink>
        <ButtonLink to={paths.contact} variant="secondary">
          Contact Us
        </ButtonLink>
      </div>
    </TitledSection>
  );
}
