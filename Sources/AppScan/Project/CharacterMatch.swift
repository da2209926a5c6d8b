/// Whether `scalar` belongs to the character before it for text search: a match of ASCII text that ends right
/// before such a scalar (a combining mark, an emoji modifier) is no match.
///
/// This is the rule of Foundation's `range(of:)` and `replacingOccurrences(of:with:)`, which the project readers
/// used before they searched UTF-8 themselves: Unicode's `Grapheme_Extend` and `Emoji_Modifier`. (Compared over
/// every scalar, Foundation's own table differs for about a hundred, most of them added in Unicode 16 and 17;
/// unlike `Character`, it lets spacing marks and joiners follow a match, and a prepended mark precede it.)
func extendsCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isGraphemeExtend || scalar.properties.isEmojiModifier
}
