import type { BlockOf } from "@brightwater/content/types";
import { Section } from "../blocks/section";
import { useSite } from "../site-context";
import { NativeForm } from "./native-form";

export function FamilyFirstForm({ block }: { block: BlockOf<"familyFirstForm"> }) {
  const { forms } = useSite();
  return (
    <Section id={block.id} title={block.title} subtitle={block.subtitle} className="contact">
      <NativeForm
        copy={forms.familyFirst}
        endpoint="/api/family-first-submissions"
        multipart={false}
        defaults={{ subject: block.defaultSubject }}
      />
    </Section>
  );
}
