import { z } from "zod";
import { image, serviceTag } from "./common";

const photo = image.refine((value) => value.src.startsWith("photos/"), {
  error: 'a hero photograph is a photograph under photos/ (like "photos/van.jpg")',
});

/**
 * The photograph a service page or a city page opens with when it names none of its own: the
 * service's, else the shared one. A page's hero `image` (a city's `heroImage`) always wins.
 */
export const servicePhotosSchema = z.strictObject({
  $schema: z.string().optional(),
  services: z.partialRecord(serviceTag, photo),
  fallback: photo,
});
export type ServicePhotos = z.infer<typeof servicePhotosSchema>;
