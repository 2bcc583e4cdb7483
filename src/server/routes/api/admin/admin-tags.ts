export const adminTags = ['Back office'];
