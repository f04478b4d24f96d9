import type { BlockOf } from "@brightwater/content/types";
import { thankYouPaths } from "@brightwater/contracts/thank-you";
import { NativeForm } from "../../forms/native-form";
import { Section } from "../../lib/section";
import { useSite } from "../../site-context";

export function CareerForm({ block }: { block: BlockOf<"careerForm"> }) {
  const { forms } = useSite();
  return (
    <Section id={block.id} title={block.title} subtitle={block.subtitle} className="contact">
      <NativeForm
        copy={forms.career}
        endpoint="/api/career-applications"
        multipart
        thankYouPath={thankYouPaths.career}
      />
    </Section>
  );
}
