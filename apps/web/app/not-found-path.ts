/** The path the 404 page is prerendered at; the server answers every unknown path with it. */
export const notFoundPrerenderPath = "/404";
