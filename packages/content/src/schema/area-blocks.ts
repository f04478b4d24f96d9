import { z } from "zod";
import { base, heading } from "./block-fields";
import { nonEmpty } from "./common";

// The blocks about the places the company serves: the service-area grid, nearby towns, the
// office's map and a town's offices.

export const serviceAreaGridBlock = z.strictObject({
  type: z.literal("serviceAreaGrid"),
  ...base,
  ...heading,
});

export const nearbyCommunitiesBlock = z.strictObject({
  type: z.literal("nearbyCommunities"),
  ...base,
  ...heading,
  communities: z.array(z.strictObject({ name: nonEmpty, href: z.string().optional() })).min(1),
});

export const mapEmbedBlock = z.strictObject({
  type: z.literal("mapEmbed"),
  ...base,
  ...heading,
  query: nonEmpty,
  hours: nonEmpty,
});

/** Offices a homeowner in one town may need to call (permits, water, sewer, wells), each folded under its role and name. */
export const localContactsBlock = z.strictObject({
  type: z.literal("localContacts"),
  ...base,
  ...heading,
  contacts: z
    .array(
      z.strictObject({
        label: nonEmpty,
        name: nonEmpty,
        phone: z.string().optional(),
        address: z.string().optional(),
        note: z.string().optional(),
      }),
    )
    .min(1),
});
