import { buildPhotos, type PhotoBuild, pagePictures } from "@brightwater/content/photos";
import type { PageEntry, PictureData } from "@brightwater/content/types";
import { buildEnv } from "../env";

let build: Promise<PhotoBuild> | undefined;

/** The catalogue's photographs, made once per build (and cached between builds by content). */
function photoBuild(): Promise<PhotoBuild> {
  build ??= buildPhotos({ catalogueDir: buildEnv.catalogue.dir });
  return build;
}

/** What `<picture>` needs for each photograph on `page`. */
export async function picturesOf(page: PageEntry): Promise<Record<string, PictureData>> {
  return pagePictures(page, await photoBuild());
}
