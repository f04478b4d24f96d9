// Types only: the client imports these without pulling zod or the loader into its bundle.

export type { WithoutSourceNotes } from "./facts/source-notes";
export type { Crumb } from "./pages/breadcrumbs";
export type { PhotoSlot, PictureData, PictureSource } from "./photos/slots";
export type { ArticleSummary, Block, BlockOf, BlockType, Card, FormVariant } from "./schema/blocks";
export type { Business } from "./schema/business";
export type { CityLink } from "./schema/city";
export type { Action, IconName, Image, Review } from "./schema/common";
export type { FormField, FormsCopy, FormVariantCopy, NativeField, NativeFormCopy } from "./schema/forms";
export type { MenuItem, NavGroup, Navigation, NavLink, UiCopy } from "./schema/navigation";
export type { OfferPopup } from "./schema/offer-popup";
export type { PageEntry, Seo } from "./schema/page";
