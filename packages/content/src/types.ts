// Types only: the client imports these without pulling zod or the loader into its bundle.

export type { WithoutSourceNotes } from "./facts/source-notes";
export type { Crumb } from "./pages/breadcrumbs";
export type { PhotoSlot, PictureData, PictureSource } from "./photos/slots";
export type { ArticleSummary } from "./schema/article-blocks";
export type { Block, BlockOf, BlockType } from "./schema/blocks";
export type { Booking, BookingCopy, WeekdayName } from "./schema/booking";
export type { Business } from "./schema/business";
export type { Card } from "./schema/card-blocks";
export type { CityLink } from "./schema/city-entry";
export type { Action, IconName, Image, Review } from "./schema/common";
export type { FormVariant } from "./schema/form-blocks";
export type { FormField, FormsCopy, FormVariantCopy, NativeField, NativeFormCopy } from "./schema/forms";
export type { MenuItem, NavGroup, Navigation, NavLink, UiCopy } from "./schema/navigation";
export type { OfferPopup } from "./schema/offer-popup";
export type { PageEntry, Seo } from "./schema/page";
