import { Box, chakra, Flex, Heading, Text } from "@chakra-ui/react";
import type { Ref } from "react";
import { Button } from "../components/Button";
import { Icon } from "../components/Icon";
import { fillTemplate } from "../lib/fill-template";

export interface QuizChoice {
  value: string;
  label: string;
  /** What choosing this answer says about the business, read after the label. */
  description?: string;
}

export interface QuizQuestionProps {
  /** The question's id: the radios' group name and the prefix of their ids. */
  id: string;
  /** The question. */
  text: string;
  /** The answers to choose from. */
  options: readonly QuizChoice[];
  /** The chosen option's value, if any. */
  selected?: string;
  /** From 0. */
  index: number;
  /** How many questions the quiz has. */
  total: number;
  /** The step words: question x of y, Previous, Next, Get Results. */
  copy: Queries.QuizStepsCopy;
  /** Shown beside the progress (the portfolio quiz's category). */
  category?: string;
  /** The question's heading, which takes focus when the visitor steps to this question. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Called with the answer the visitor picks. */
  onChoose: (value: string) => void;
  /** Called by Next (Get Results on the last question). */
  onNext: () => void;
  /** Called by Previous. */
  onPrevious: () => void;
}

/**
 * One question of a quiz: progress, the answers as native radios in a fieldset named by the
 * question (arrow keys move between them, Enter submits), Previous, and Next or 'Get Results',
 * which stays disabled until an answer is chosen.
 */
export function QuizQuestion({
  id,
  text,
  options,
  selected,
  index,
  total,
  copy,
  category,
  headingRef,
  onChoose,
  onNext,
  onPrevious,
}: QuizQuestionProps) {
  const current = index + 1;
  const progress = fillTemplate(copy.progress, { current, total });
  const last = current === total;
  return (
    <chakra.form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <Flex justify="space-between" gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text fontWeight="semibold">{progress}</Text>
        {category && <Text>{category}</Text>}
      </Flex>
      <Box
        role="progressbar"
        aria-label={copy.progressLabel}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={progress}
        mt="2"
        h="2"
        borderRadius="full"
        bg="bg.muted"
        overflow="hidden"
      >
        <Box
          h="full"
          w={`${(current / total) * 100}%`}
          bg="brand.solid"
          borderRadius="full"
          _motionSafe={{ transition: "width 0.3s ease" }}
        />
      </Box>
      <chakra.fieldset border="0" p="0" m="0" mt="6" minW="0">
        <chakra.legend p="0" mb="4">
          <Heading as="h3" size="md" ref={headingRef} tabIndex={-1} outline="none">
            {text}
          </Heading>
        </chakra.legend>
        <Flex direction="column" gap="3">
          {options.map((option) => {
            const optionId = `${id}-${option.value}`;
            const checked = selected === option.value;
            return (
              <chakra.label
                key={option.value}
                htmlFor={optionId}
                display="flex"
                gap="3"
                alignItems="flex-start"
                p={{ base: "3", md: "4" }}
                borderWidth="1px"
                borderRadius="lg"
                cursor="pointer"
                borderColor={checked ? "brand.solid" : "border"}
                bg={checked ? "brand.subtle" : "bg"}
                _hover={{ borderColor: "brand.solid" }}
                _focusWithin={{ outline: "2px solid", outlineColor: "brand.focusRing" }}
              >
                <chakra.input
                  type="radio"
                  id={optionId}
                  name={id}
                  value={option.value}
                  checked={checked}
                  onChange={() => onChoose(option.value)}
                  aria-labelledby={`${optionId}-label`}
                  aria-describedby={option.description ? `${optionId}-description` : undefined}
                  mt="1"
                  boxSize="4"
                  flexShrink={0}
                  accentColor="brand.solid"
                />
                <Box>
                  <Text as="span" id={`${optionId}-label`} display="block" fontWeight="semibold">
                    {option.label}
                  </Text>
                  {option.description && (
                    <Text
                      as="span"
                      id={`${optionId}-description`}
                      display="block"
                      fontSize="sm"
                      color="fg.muted"
                      mt="0.5"
                    >
                      {option.description}
                    </Text>
                  )}
                </Box>
              </chakra.label>
            );
          })}
        </Flex>
      </chakra.fieldset>
      <Flex justify="space-between" gap="3" mt="6">
        <Button variant="outline" onClick={onPrevious} disabled={index === 0}>
          <Icon name="chevronLeft" boxSize="4" />
          {copy.previous}
        </Button>
        <Button type="submit" disabled={!selected}>
          {last ? copy.getResults : copy.next}
          <Icon name={last ? "arrowRight" : "chevronRight"} boxSize="4" />
        </Button>
      </Flex>
    </chakra.form>
  );
}
