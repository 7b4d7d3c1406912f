import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  AMENITY_CHOICES,
  EQUIPMENT_CHOICES,
  istToday,
  priceTier,
  studioPricePerHour,
  validateStudioSubmission,
} from '@studio-hive/domain';
import {
  DEMO_AVAILABILITY_DAYS,
  DEMO_CITIES,
  DEMO_CITY_FACTS,
  DEMO_STUDIOS,
  demoStudioSubmission,
} from './demo-studios';
import { DEMO_ACCOUNTS } from './demo-logins';
import {
  ILLUSTRATION_HEIGHT,
  ILLUSTRATION_VIEWS,
  ILLUSTRATION_WIDTH,
  PALETTE_COUNT,
  illustrationSvg,
  studioIllustrations,
  type IllustrationOptions,
} from '../../demo-data/studio-illustrations';
import { rasterizeDrawing } from './demo-pictures';

// A fixed clock: 22 Nov 2026, 12:00 IST.
const NOW = new Date('2026-11-22T06:30:00Z');
const TODAY = istToday(NOW);

const approved = DEMO_STUDIOS.filter((studio) => studio.approved);
const pending = DEMO_STUDIOS.filter((studio) => !studio.approved);

describe('demo studios', () => {
  it.each(DEMO_STUDIOS.map((studio) => [studio.fields.name, studio] as const))(
    '%s passes the API check of a new studio',
    (_, studio) => {
      const result = validateStudioSubmission(demoStudioSubmission(studio, TODAY), {
        mode: 'add',
        imageCount: studio.imageCount,
        today: TODAY,
      });
      if (!result.ok) throw new Error(`${result.message} ${JSON.stringify(result.fieldErrors)}`);
      const value = result.value;
      expect(value.availability).toHaveLength(DEMO_AVAILABILITY_DAYS);
      expect(value.availability[0]!.date).toBe(TODAY);
      // Nothing was dropped or renamed on the way.
      expect(value.packages).toHaveLength(studio.fields.packages.length);
      expect(value.addons).toHaveLength(studio.fields.addons.length);
      expect(value.equipments).toEqual(studio.fields.equipments);
      expect(value.amenities).toEqual(studio.fields.amenities);
      expect(value.youtubeLinks).toEqual(studio.fields.youtubeLinks);
    },
  );

  it('has 24 approved studios spread over Delhi NCR and 3 pending ones', () => {
    const perCity = (list: typeof DEMO_STUDIOS) =>
      Object.fromEntries(
        DEMO_CITIES.map((city) => [
          city,
          list.filter((studio) => studio.fields.location.city === city).length,
        ]),
      );
    expect(approved).toHaveLength(24);
    expect(pending).toHaveLength(3);
    expect(perCity(approved)).toEqual({
      'New Delhi': 7,
      Gurgaon: 7,
      Noida: 5,
      Ghaziabad: 3,
      Faridabad: 2,
    });
  });

  it('uses the right state and PIN code prefix for each city', () => {
    for (const { fields } of DEMO_STUDIOS) {
      const facts = DEMO_CITY_FACTS[fields.location.city];
      expect(fields.location.state, fields.name).toBe(facts.state);
      expect(fields.location.pinCode, fields.name).toMatch(
        new RegExp(`^${facts.pinPrefix}\\d{2}$`),
      );
    }
  });

  it('covers every price tier and stays within realistic hourly prices', () => {
    const tiers = approved.map((studio) => priceTier(studioPricePerHour(studio.fields.packages)));
    for (const tier of ['Budget', 'Elite', 'Premium'] as const) {
      expect(tiers.filter((t) => t === tier).length, tier).toBeGreaterThanOrEqual(4);
    }
    for (const { fields } of DEMO_STUDIOS) {
      for (const p of fields.packages) {
        expect(p.price, fields.name).toBeGreaterThanOrEqual(800);
        expect(p.price, fields.name).toBeLessThanOrEqual(6000);
      }
      const keys = fields.packages.map((p) => p.key);
      expect(keys).toEqual(expect.arrayContaining(['1 Cam', '2 Cam', '3 Cam']));
      // More cameras never cost less.
      const prices = fields.packages.map((p) => p.price);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    }
    expect(DEMO_STUDIOS.some((s) => s.fields.packages.some((p) => p.key === 'No Cam'))).toBe(true);
    expect(DEMO_STUDIOS.some((s) => s.fields.packages.every((p) => p.key !== 'No Cam'))).toBe(true);
  });

  it('is varied: names and descriptions differ, sizes, hours and add-ons spread out', () => {
    const names = DEMO_STUDIOS.map((s) => s.fields.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(DEMO_STUDIOS.map((s) => s.fields.description)).size).toBe(names.length);
    expect(names.filter((name) => /^Studio /.test(name)).length).toBe(0);
    for (const { fields, imageCount } of DEMO_STUDIOS) {
      expect(fields.area).toBeGreaterThanOrEqual(150);
      expect(fields.area).toBeLessThanOrEqual(1500);
      expect(fields.addons.length).toBeLessThanOrEqual(4);
      expect(fields.minimumDurationHours).toBeGreaterThanOrEqual(1);
      expect(fields.minimumDurationHours).toBeLessThanOrEqual(3);
      expect(imageCount).toBeGreaterThanOrEqual(1);
      expect(imageCount).toBeLessThanOrEqual(4);
      const sentences = fields.description.split(/[.!?](?:\s|$)/).filter((s) => s.trim());
      expect(sentences.length, fields.name).toBeGreaterThanOrEqual(2);
      expect(sentences.length, fields.name).toBeLessThanOrEqual(4);
    }
    const hours = new Set(
      DEMO_STUDIOS.map(
        (s) => `${s.fields.operationalHours.start}-${s.fields.operationalHours.end}`,
      ),
    );
    expect(hours.size).toBeGreaterThanOrEqual(6);
    expect(hours).toContain('0-24');
    expect(DEMO_STUDIOS.filter((s) => s.fields.instagramUsername).length).toBeGreaterThan(10);
    expect(DEMO_STUDIOS.filter((s) => s.fields.youtubeLinks.length > 0).length).toBeGreaterThan(2);
  });

  it('picks equipment and amenities mostly from the fixed choices, with a few custom ones', () => {
    const fixed = new Set<string>([...EQUIPMENT_CHOICES, ...AMENITY_CHOICES]);
    let custom = 0;
    for (const { fields } of DEMO_STUDIOS) {
      const entries = [...fields.equipments, ...fields.amenities];
      const own = entries.filter((entry) => !fixed.has(entry));
      expect(own.length, fields.name).toBeLessThan(entries.length / 2);
      custom += own.length;
    }
    expect(custom).toBeGreaterThan(5);
  });

  it('belongs to four demo owners, keeping the original three demo logins', () => {
    const owners = new Set(DEMO_STUDIOS.map((studio) => studio.ownerEmail));
    expect(owners.size).toBe(4);
    for (const email of owners) {
      const account = DEMO_ACCOUNTS.find((a) => a.email === email);
      expect(account?.role, email).toBe('owner');
      expect(account?.password).toMatch(/^[A-Z][a-z]+@123$/);
    }
    expect(
      DEMO_ACCOUNTS.slice(0, 3).map(({ role, email, password }) => [role, email, password]),
    ).toEqual([
      ['customer', 'customer@demo.studiohive.in', 'Customer@123'],
      ['owner', 'owner@demo.studiohive.in', 'Owner@123'],
      ['admin', 'admin@demo.studiohive.in', 'Admin@123'],
    ]);
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.email)).size).toBe(DEMO_ACCOUNTS.length);
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.phone)).size).toBe(DEMO_ACCOUNTS.length);
  });

  it('switches off the owner day off and break hours, and nothing else', () => {
    const withDayOff = DEMO_STUDIOS.find((s) => s.closedWeekday !== undefined)!;
    const days = demoStudioSubmission(withDayOff, TODAY).availability;
    const closed = days.filter((day) => day.slots.every((slot) => !slot.isAvailable));
    expect(closed).toHaveLength(DEMO_AVAILABILITY_DAYS / 7);
    for (const day of closed) {
      expect(new Date(`${day.date}T00:00:00Z`).getUTCDay()).toBe(withDayOff.closedWeekday);
    }

    const withBreak = DEMO_STUDIOS.find(
      (s) => s.breakHours?.length && s.closedWeekday === undefined,
    )!;
    for (const day of demoStudioSubmission(withBreak, TODAY).availability) {
      const { start, end } = withBreak.fields.operationalHours;
      expect(day.slots.map((slot) => slot.hour)).toEqual(
        Array.from({ length: end - start }, (_, i) => start + i),
      );
      for (const slot of day.slots) {
        expect(slot.isAvailable).toBe(!withBreak.breakHours!.includes(slot.hour));
      }
    }

    const open = DEMO_STUDIOS.find((s) => !s.breakHours && s.closedWeekday === undefined)!;
    const all = demoStudioSubmission(open, TODAY).availability.flatMap((day) => day.slots);
    expect(all.every((slot) => slot.isAvailable)).toBe(true);
  });
});

describe('studio illustrations', () => {
  const renderIllustration = (options: IllustrationOptions) =>
    rasterizeDrawing(illustrationSvg(options));

  it.each(ILLUSTRATION_VIEWS)('draws the %s view as a JPEG of the stated size', async (view) => {
    const bytes = await renderIllustration({ seed: 'test', sign: 'MR', view, palette: 1 });
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([ILLUSTRATION_WIDTH, ILLUSTRATION_HEIGHT]);
    // A scene, not a flat block of colour.
    const stats = await sharp(bytes).stats();
    expect(stats.channels.every((channel) => channel.stdev > 15)).toBe(true);
  });

  it('is deterministic: the same seed gives the same bytes, another seed other bytes', async () => {
    const options = { seed: 'Saket', sign: 'SV', view: 'podcast' as const, palette: 3 };
    const [a, b, c] = await Promise.all([
      renderIllustration(options),
      renderIllustration(options),
      renderIllustration({ ...options, seed: 'Noida' }),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it('gives each studio its own set of pictures in different views and palettes', () => {
    const first = studioIllustrations({ name: 'The Mic Room', count: 3 });
    expect(studioIllustrations({ name: 'The Mic Room', count: 3 })).toEqual(first);
    expect(new Set(first.map((scene) => scene.seed)).size).toBe(3);
    expect(new Set(first.map((scene) => scene.view)).size).toBe(3);
    expect(new Set(first.map((scene) => scene.palette)).size).toBe(3);
    expect(new Set(first.map((scene) => illustrationSvg(scene))).size).toBe(3);
    expect(PALETTE_COUNT).toBeGreaterThanOrEqual(6);
  });
});
