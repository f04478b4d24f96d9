import type { BlockOf } from "@brightwater/content/types";
import { Section } from "../blocks/section";
import { useSite } from "../site-context";
import { NativeForm } from "./native-form";

export function CareerForm({ block }: { block: BlockOf<"careerForm"> }) {
  const { forms } = useSite();
  return (
    <Section id={block.id} title={block.title} subtitle={block.subtitle} className="contact">
      <NativeForm copy={forms.career} endpoint="/api/career-applications" multipart />
    </Section>
  );
}
