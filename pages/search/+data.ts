export function data() {
  return {
    title: 'Search',
    description: 'Search every page of the college website and the question papers.',
  };
}

export type Data = ReturnType<typeof data>;
