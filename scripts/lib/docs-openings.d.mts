export interface Description {
  of: string;
  text: string;
}
export function opensWithPath(text: string): boolean;
export function storyDescriptions(storiesSource: string): Description[];
export function pathOpenings(file: string, descriptions: Description[]): string[];
