import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateStudioSubmission } from './studios';
import { STUDIO_MESSAGES } from './studio-messages';
import { parseYoutubeLink, youtubeEmbedUrl } from './youtube';

const ID = 'dQw4w9WgXcQ';

describe('parseYoutubeLink', () => {
  it.each([
    // Watch pages, on the computer and the phone.
    [`https://www.youtube.com/watch?v=${ID}`, 0],
    [`https://youtube.com/watch?v=${ID}&list=PL123&index=2`, 0],
    [`https://m.youtube.com/watch?v=${ID}&t=1m30s`, 90],
    [`www.youtube.com/watch?v=${ID}`, 0],
    [`http://www.youtube.com/watch?feature=share&v=${ID}`, 0],
    // The Share button.
    [`https://youtu.be/${ID}`, 0],
    [`https://youtu.be/${ID}?si=Ab-Cd_12&t=42`, 42],
    // Shorts and streams.
    [`https://www.youtube.com/shorts/${ID}`, 0],
    [`https://youtube.com/shorts/${ID}?si=xyz`, 0],
    [`https://www.youtube.com/live/${ID}?si=xyz`, 0],
    // Embed links, as the form asked for them until now.
    [`https://www.youtube.com/embed/${ID}`, 0],
    [`https://www.youtube.com/embed/${ID}?start=30`, 30],
    [`https://www.youtube-nocookie.com/embed/${ID}`, 0],
    [`  https://YOUTU.BE/${ID}/  `, 0],
    [`https://www.youtube.com/watch?v=${ID}&t=1h2m3s`, 3723],
  ])('reads %j', (link, start) => {
    expect(parseYoutubeLink(link)).toEqual({ id: ID, start });
  });

  it.each([
    '',
    'not a link',
    `https://www.youtube.com/channel/UC4R8DWoMoI7CAwX8_LjQHig`,
    `https://www.youtube.com/@studiohive`,
    `https://www.youtube.com/watch?v=short`,
    `https://www.youtube.com/watch?list=PL123`,
    `https://www.youtube.com/embed/${ID}/extra`,
    `https://youtu.be/`,
    `https://www.youtube.com.evil.example/embed/${ID}`,
    `https://evil.example/?u=https://youtu.be/${ID}`,
    `https://user:pass@www.youtube.com/embed/${ID}`,
    `https://www.youtube.com:8443/embed/${ID}`,
    `javascript:alert(1)//https://www.youtube.com/embed/${ID}`,
    `ftp://youtu.be/${ID}`,
    `https://vimeo.com/123456`,
    `https://youtu.be/${ID} https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?t=${'9'.repeat(400)}`,
  ])('refuses %j', (link) => {
    expect(parseYoutubeLink(link)).toBeNull();
  });

  it('ignores a start time it cannot read', () => {
    expect(parseYoutubeLink(`https://youtu.be/${ID}?t=soon`)).toEqual({ id: ID, start: 0 });
  });

  it('reads back every embed address it makes', () => {
    const video = fc.record({
      id: fc.stringMatching(/^[A-Za-z0-9_-]{11}$/),
      start: fc.nat({ max: 36_000 }),
    });
    fc.assert(
      fc.property(video, (v) => {
        expect(parseYoutubeLink(youtubeEmbedUrl(v))).toEqual(v);
      }),
    );
  });

  it('embeds on the privacy-enhanced host, with the start time when there is one', () => {
    expect(youtubeEmbedUrl({ id: ID, start: 0 })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}`,
    );
    expect(youtubeEmbedUrl({ id: ID, start: 90 })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?start=90`,
    );
  });
});

describe('a studio’s video links', () => {
  const today = '2026-11-23';
  const studio = (youtubeLinks: string[]) => ({
    name: 'Echo Room',
    description: 'A treated room.',
    area: 300,
    minimumDurationHours: 1,
    operationalHours: { start: 9, end: 21 },
    packages: [
      { key: '1 Cam', price: 1500 },
      { key: '2 Cam', price: 2000 },
      { key: '3 Cam', price: 3000 },
    ],
    location: { fullAddress: '12 MG Road', city: 'Gurgaon', state: 'Haryana', pinCode: '122001' },
    availability: [{ date: today, slots: [{ hour: 20, isAvailable: true }] }],
    youtubeLinks,
  });
  const submit = (links: string[]) =>
    validateStudioSubmission(studio(links), { mode: 'add', imageCount: 1, today });

  it('are stored as privacy-enhanced embed addresses, however they were copied', () => {
    const result = submit([`https://youtu.be/${ID}?t=15`, `https://www.youtube.com/shorts/${ID}`]);
    expect(result.ok && result.value.youtubeLinks).toEqual([
      `https://www.youtube-nocookie.com/embed/${ID}?start=15`,
      `https://www.youtube-nocookie.com/embed/${ID}`,
    ]);
  });

  it('refuse anything else with the same message as before', () => {
    const result = submit([`https://vimeo.com/123456`]);
    expect(result.ok ? null : result.message).toBe(STUDIO_MESSAGES.youtube);
  });
});
