# Generated from SubstraitExpr.g4 by ANTLR 4.13.1
# encoding: utf-8
from antlr4 import *
from io import StringIO
import sys
if sys.version_info[1] > 5:
	from typing import TextIO
else:
	from typing.io import TextIO

def serializedATN():
    return [
        4,1,83,531,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,26,
        2,27,7,27,2,28,7,28,2,29,7,29,1,0,1,0,1,0,1,0,3,0,65,8,0,3,0,67,
        8,0,1,0,1,0,1,1,1,1,1,1,1,2,1,2,1,3,1,3,1,3,5,3,79,8,3,10,3,12,3,
        82,9,3,1,4,1,4,1,4,5,4,87,8,4,10,4,12,4,90,9,4,1,5,1,5,5,5,94,8,
        5,10,5,12,5,97,9,5,1,6,1,6,1,6,1,6,1,6,3,6,104,8,6,1,6,1,6,1,6,3,
        6,109,8,6,1,6,1,6,1,6,3,6,114,8,6,1,6,1,6,1,6,1,6,3,6,120,8,6,1,
        6,1,6,1,6,1,6,1,6,1,6,3,6,128,8,6,1,6,1,6,1,6,1,6,1,6,5,6,135,8,
        6,10,6,12,6,138,9,6,1,6,3,6,141,8,6,1,6,1,6,1,6,3,6,146,8,6,1,6,
        1,6,3,6,150,8,6,1,7,1,7,1,8,1,8,1,8,1,8,3,8,158,8,8,1,8,1,8,1,8,
        1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,
        1,8,3,8,180,8,8,1,8,1,8,3,8,184,8,8,1,8,1,8,1,8,1,8,5,8,190,8,8,
        10,8,12,8,193,9,8,1,9,1,9,1,9,1,9,3,9,199,8,9,1,10,1,10,1,10,1,10,
        1,10,5,10,206,8,10,10,10,12,10,209,9,10,1,10,3,10,212,8,10,3,10,
        214,8,10,1,10,1,10,1,10,3,10,219,8,10,1,10,1,10,1,10,1,10,5,10,225,
        8,10,10,10,12,10,228,9,10,1,10,3,10,231,8,10,3,10,233,8,10,1,10,
        1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,3,10,247,
        8,10,1,10,1,10,1,10,1,10,1,10,1,10,3,10,255,8,10,1,10,1,10,1,10,
        1,10,1,10,1,10,1,10,4,10,264,8,10,11,10,12,10,265,1,10,1,10,3,10,
        270,8,10,1,10,1,10,1,10,1,10,1,10,1,10,4,10,278,8,10,11,10,12,10,
        279,1,10,1,10,3,10,284,8,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,
        10,1,10,4,10,295,8,10,11,10,12,10,296,1,10,1,10,3,10,301,8,10,1,
        10,1,10,1,10,1,10,1,10,1,10,3,10,309,8,10,3,10,311,8,10,1,11,1,11,
        1,12,1,12,1,12,3,12,318,8,12,1,12,1,12,1,12,3,12,323,8,12,1,12,1,
        12,3,12,327,8,12,1,12,3,12,330,8,12,1,12,3,12,333,8,12,1,13,1,13,
        1,13,1,13,1,13,1,13,1,13,3,13,342,8,13,1,14,1,14,3,14,346,8,14,1,
        14,1,14,1,14,5,14,351,8,14,10,14,12,14,354,9,14,1,14,1,14,1,14,1,
        14,1,14,5,14,361,8,14,10,14,12,14,364,9,14,3,14,366,8,14,3,14,368,
        8,14,1,15,1,15,1,15,1,15,5,15,374,8,15,10,15,12,15,377,9,15,1,15,
        1,15,1,16,1,16,1,16,1,16,1,17,1,17,1,17,1,17,1,17,1,17,1,18,1,18,
        1,18,1,18,1,18,1,18,3,18,397,8,18,1,19,1,19,1,19,1,19,1,19,5,19,
        404,8,19,10,19,12,19,407,9,19,3,19,409,8,19,1,19,1,19,1,19,1,19,
        1,19,5,19,416,8,19,10,19,12,19,419,9,19,3,19,421,8,19,1,19,3,19,
        424,8,19,1,20,1,20,3,20,428,8,20,1,20,1,20,3,20,432,8,20,1,21,1,
        21,1,21,1,21,1,21,1,21,1,21,3,21,441,8,21,1,22,1,22,1,22,1,22,1,
        22,1,22,1,22,1,22,1,22,3,22,452,8,22,1,23,1,23,3,23,456,8,23,1,23,
        3,23,459,8,23,1,24,1,24,3,24,463,8,24,1,25,1,25,1,25,1,25,5,25,469,
        8,25,10,25,12,25,472,9,25,3,25,474,8,25,1,25,1,25,3,25,478,8,25,
        1,25,1,25,1,26,1,26,1,26,1,26,1,26,1,26,5,26,488,8,26,10,26,12,26,
        491,9,26,1,26,1,26,3,26,495,8,26,1,27,1,27,3,27,499,8,27,1,28,1,
        28,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,
        29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,
        29,3,29,529,8,29,1,29,0,1,16,30,0,2,4,6,8,10,12,14,16,18,20,22,24,
        26,28,30,32,34,36,38,40,42,44,46,48,50,52,54,56,58,0,14,1,0,2,3,
        1,0,7,8,1,0,69,75,2,0,4,4,65,65,1,0,66,68,1,0,64,65,1,0,21,22,2,
        0,6,8,44,49,2,0,9,9,43,43,2,0,30,31,42,42,1,0,33,34,1,0,35,36,1,
        0,38,39,2,0,24,27,30,43,623,0,60,1,0,0,0,2,70,1,0,0,0,4,73,1,0,0,
        0,6,75,1,0,0,0,8,83,1,0,0,0,10,91,1,0,0,0,12,149,1,0,0,0,14,151,
        1,0,0,0,16,157,1,0,0,0,18,198,1,0,0,0,20,310,1,0,0,0,22,312,1,0,
        0,0,24,317,1,0,0,0,26,341,1,0,0,0,28,367,1,0,0,0,30,369,1,0,0,0,
        32,380,1,0,0,0,34,384,1,0,0,0,36,390,1,0,0,0,38,408,1,0,0,0,40,425,
        1,0,0,0,42,433,1,0,0,0,44,451,1,0,0,0,46,453,1,0,0,0,48,462,1,0,
        0,0,50,464,1,0,0,0,52,494,1,0,0,0,54,498,1,0,0,0,56,500,1,0,0,0,
        58,528,1,0,0,0,60,66,3,4,2,0,61,64,5,23,0,0,62,65,3,54,27,0,63,65,
        5,50,0,0,64,62,1,0,0,0,64,63,1,0,0,0,65,67,1,0,0,0,66,61,1,0,0,0,
        66,67,1,0,0,0,67,68,1,0,0,0,68,69,5,0,0,1,69,1,1,0,0,0,70,71,3,46,
        23,0,71,72,5,0,0,1,72,3,1,0,0,0,73,74,3,6,3,0,74,5,1,0,0,0,75,80,
        3,8,4,0,76,77,7,0,0,0,77,79,3,8,4,0,78,76,1,0,0,0,79,82,1,0,0,0,
        80,78,1,0,0,0,80,81,1,0,0,0,81,7,1,0,0,0,82,80,1,0,0,0,83,88,3,10,
        5,0,84,85,5,1,0,0,85,87,3,10,5,0,86,84,1,0,0,0,87,90,1,0,0,0,88,
        86,1,0,0,0,88,89,1,0,0,0,89,9,1,0,0,0,90,88,1,0,0,0,91,95,3,16,8,
        0,92,94,3,12,6,0,93,92,1,0,0,0,94,97,1,0,0,0,95,93,1,0,0,0,95,96,
        1,0,0,0,96,11,1,0,0,0,97,95,1,0,0,0,98,99,3,14,7,0,99,100,3,16,8,
        0,100,150,1,0,0,0,101,103,5,5,0,0,102,104,5,4,0,0,103,102,1,0,0,
        0,103,104,1,0,0,0,104,105,1,0,0,0,105,150,5,6,0,0,106,108,5,5,0,
        0,107,109,5,4,0,0,108,107,1,0,0,0,108,109,1,0,0,0,109,110,1,0,0,
        0,110,150,7,1,0,0,111,113,5,5,0,0,112,114,5,4,0,0,113,112,1,0,0,
        0,113,114,1,0,0,0,114,115,1,0,0,0,115,116,5,9,0,0,116,117,5,10,0,
        0,117,150,3,16,8,0,118,120,5,4,0,0,119,118,1,0,0,0,119,120,1,0,0,
        0,120,121,1,0,0,0,121,122,5,11,0,0,122,123,3,16,8,0,123,124,5,1,
        0,0,124,125,3,16,8,0,125,150,1,0,0,0,126,128,5,4,0,0,127,126,1,0,
        0,0,127,128,1,0,0,0,128,129,1,0,0,0,129,130,5,12,0,0,130,131,5,58,
        0,0,131,136,3,4,2,0,132,133,5,56,0,0,133,135,3,4,2,0,134,132,1,0,
        0,0,135,138,1,0,0,0,136,134,1,0,0,0,136,137,1,0,0,0,137,140,1,0,
        0,0,138,136,1,0,0,0,139,141,5,56,0,0,140,139,1,0,0,0,140,141,1,0,
        0,0,141,142,1,0,0,0,142,143,5,59,0,0,143,150,1,0,0,0,144,146,5,4,
        0,0,145,144,1,0,0,0,145,146,1,0,0,0,146,147,1,0,0,0,147,148,5,13,
        0,0,148,150,3,16,8,0,149,98,1,0,0,0,149,101,1,0,0,0,149,106,1,0,
        0,0,149,111,1,0,0,0,149,119,1,0,0,0,149,127,1,0,0,0,149,145,1,0,
        0,0,150,13,1,0,0,0,151,152,7,2,0,0,152,15,1,0,0,0,153,154,6,8,-1,
        0,154,158,3,20,10,0,155,156,7,3,0,0,156,158,3,16,8,4,157,153,1,0,
        0,0,157,155,1,0,0,0,158,191,1,0,0,0,159,160,10,3,0,0,160,161,7,4,
        0,0,161,190,3,16,8,4,162,163,10,2,0,0,163,164,7,5,0,0,164,190,3,
        16,8,3,165,166,10,1,0,0,166,167,5,63,0,0,167,190,3,16,8,2,168,169,
        10,8,0,0,169,170,5,54,0,0,170,190,3,46,23,0,171,172,10,7,0,0,172,
        173,5,60,0,0,173,174,3,4,2,0,174,175,5,61,0,0,175,190,1,0,0,0,176,
        177,10,6,0,0,177,179,5,60,0,0,178,180,3,4,2,0,179,178,1,0,0,0,179,
        180,1,0,0,0,180,181,1,0,0,0,181,183,5,55,0,0,182,184,3,4,2,0,183,
        182,1,0,0,0,183,184,1,0,0,0,184,185,1,0,0,0,185,190,5,61,0,0,186,
        187,10,5,0,0,187,188,5,57,0,0,188,190,3,18,9,0,189,159,1,0,0,0,189,
        162,1,0,0,0,189,165,1,0,0,0,189,168,1,0,0,0,189,171,1,0,0,0,189,
        176,1,0,0,0,189,186,1,0,0,0,190,193,1,0,0,0,191,189,1,0,0,0,191,
        192,1,0,0,0,192,17,1,0,0,0,193,191,1,0,0,0,194,199,3,54,27,0,195,
        199,5,50,0,0,196,199,5,48,0,0,197,199,5,47,0,0,198,194,1,0,0,0,198,
        195,1,0,0,0,198,196,1,0,0,0,198,197,1,0,0,0,199,19,1,0,0,0,200,311,
        3,22,11,0,201,213,5,58,0,0,202,207,3,4,2,0,203,204,5,56,0,0,204,
        206,3,4,2,0,205,203,1,0,0,0,206,209,1,0,0,0,207,205,1,0,0,0,207,
        208,1,0,0,0,208,211,1,0,0,0,209,207,1,0,0,0,210,212,5,56,0,0,211,
        210,1,0,0,0,211,212,1,0,0,0,212,214,1,0,0,0,213,202,1,0,0,0,213,
        214,1,0,0,0,214,215,1,0,0,0,215,218,5,59,0,0,216,217,5,62,0,0,217,
        219,3,4,2,0,218,216,1,0,0,0,218,219,1,0,0,0,219,311,1,0,0,0,220,
        232,5,60,0,0,221,226,3,4,2,0,222,223,5,56,0,0,223,225,3,4,2,0,224,
        222,1,0,0,0,225,228,1,0,0,0,226,224,1,0,0,0,226,227,1,0,0,0,227,
        230,1,0,0,0,228,226,1,0,0,0,229,231,5,56,0,0,230,229,1,0,0,0,230,
        231,1,0,0,0,231,233,1,0,0,0,232,221,1,0,0,0,232,233,1,0,0,0,233,
        234,1,0,0,0,234,311,5,61,0,0,235,236,3,54,27,0,236,237,5,62,0,0,
        237,238,3,4,2,0,238,311,1,0,0,0,239,240,7,6,0,0,240,241,5,58,0,0,
        241,242,3,4,2,0,242,243,5,23,0,0,243,244,3,46,23,0,244,246,5,59,
        0,0,245,247,3,30,15,0,246,245,1,0,0,0,246,247,1,0,0,0,247,311,1,
        0,0,0,248,249,5,14,0,0,249,250,3,4,2,0,250,251,5,15,0,0,251,254,
        3,4,2,0,252,253,5,16,0,0,253,255,3,4,2,0,254,252,1,0,0,0,254,255,
        1,0,0,0,255,311,1,0,0,0,256,257,5,20,0,0,257,263,3,4,2,0,258,259,
        5,17,0,0,259,260,3,4,2,0,260,261,5,15,0,0,261,262,3,4,2,0,262,264,
        1,0,0,0,263,258,1,0,0,0,264,265,1,0,0,0,265,263,1,0,0,0,265,266,
        1,0,0,0,266,269,1,0,0,0,267,268,5,16,0,0,268,270,3,4,2,0,269,267,
        1,0,0,0,269,270,1,0,0,0,270,311,1,0,0,0,271,277,5,17,0,0,272,273,
        5,18,0,0,273,274,3,4,2,0,274,275,5,15,0,0,275,276,3,4,2,0,276,278,
        1,0,0,0,277,272,1,0,0,0,278,279,1,0,0,0,279,277,1,0,0,0,279,280,
        1,0,0,0,280,283,1,0,0,0,281,282,5,16,0,0,282,284,3,4,2,0,283,281,
        1,0,0,0,283,284,1,0,0,0,284,285,1,0,0,0,285,286,5,19,0,0,286,311,
        1,0,0,0,287,288,5,17,0,0,288,294,3,4,2,0,289,290,5,18,0,0,290,291,
        3,4,2,0,291,292,5,15,0,0,292,293,3,4,2,0,293,295,1,0,0,0,294,289,
        1,0,0,0,295,296,1,0,0,0,296,294,1,0,0,0,296,297,1,0,0,0,297,300,
        1,0,0,0,298,299,5,16,0,0,299,301,3,4,2,0,300,298,1,0,0,0,300,301,
        1,0,0,0,301,302,1,0,0,0,302,303,5,19,0,0,303,311,1,0,0,0,304,311,
        3,24,12,0,305,311,5,51,0,0,306,309,3,54,27,0,307,309,5,50,0,0,308,
        306,1,0,0,0,308,307,1,0,0,0,309,311,1,0,0,0,310,200,1,0,0,0,310,
        201,1,0,0,0,310,220,1,0,0,0,310,235,1,0,0,0,310,239,1,0,0,0,310,
        248,1,0,0,0,310,256,1,0,0,0,310,271,1,0,0,0,310,287,1,0,0,0,310,
        304,1,0,0,0,310,305,1,0,0,0,310,308,1,0,0,0,311,21,1,0,0,0,312,313,
        7,7,0,0,313,23,1,0,0,0,314,315,3,54,27,0,315,316,5,57,0,0,316,318,
        1,0,0,0,317,314,1,0,0,0,317,318,1,0,0,0,318,319,1,0,0,0,319,320,
        3,26,13,0,320,322,5,58,0,0,321,323,3,28,14,0,322,321,1,0,0,0,322,
        323,1,0,0,0,323,324,1,0,0,0,324,326,5,59,0,0,325,327,3,30,15,0,326,
        325,1,0,0,0,326,327,1,0,0,0,327,329,1,0,0,0,328,330,3,34,17,0,329,
        328,1,0,0,0,329,330,1,0,0,0,330,332,1,0,0,0,331,333,3,36,18,0,332,
        331,1,0,0,0,332,333,1,0,0,0,333,25,1,0,0,0,334,342,3,54,27,0,335,
        342,5,1,0,0,336,342,5,2,0,0,337,342,5,3,0,0,338,342,5,4,0,0,339,
        342,5,13,0,0,340,342,5,11,0,0,341,334,1,0,0,0,341,335,1,0,0,0,341,
        336,1,0,0,0,341,337,1,0,0,0,341,338,1,0,0,0,341,339,1,0,0,0,341,
        340,1,0,0,0,342,27,1,0,0,0,343,368,5,66,0,0,344,346,7,8,0,0,345,
        344,1,0,0,0,345,346,1,0,0,0,346,347,1,0,0,0,347,352,3,4,2,0,348,
        349,5,56,0,0,349,351,3,4,2,0,350,348,1,0,0,0,351,354,1,0,0,0,352,
        350,1,0,0,0,352,353,1,0,0,0,353,365,1,0,0,0,354,352,1,0,0,0,355,
        356,5,29,0,0,356,357,5,28,0,0,357,362,3,40,20,0,358,359,5,56,0,0,
        359,361,3,40,20,0,360,358,1,0,0,0,361,364,1,0,0,0,362,360,1,0,0,
        0,362,363,1,0,0,0,363,366,1,0,0,0,364,362,1,0,0,0,365,355,1,0,0,
        0,365,366,1,0,0,0,366,368,1,0,0,0,367,343,1,0,0,0,367,345,1,0,0,
        0,368,29,1,0,0,0,369,370,5,60,0,0,370,375,3,32,16,0,371,372,5,56,
        0,0,372,374,3,32,16,0,373,371,1,0,0,0,374,377,1,0,0,0,375,373,1,
        0,0,0,375,376,1,0,0,0,376,378,1,0,0,0,377,375,1,0,0,0,378,379,5,
        61,0,0,379,31,1,0,0,0,380,381,3,54,27,0,381,382,5,55,0,0,382,383,
        3,58,29,0,383,33,1,0,0,0,384,385,5,24,0,0,385,386,5,58,0,0,386,387,
        5,25,0,0,387,388,3,4,2,0,388,389,5,59,0,0,389,35,1,0,0,0,390,396,
        5,26,0,0,391,397,3,54,27,0,392,393,5,58,0,0,393,394,3,38,19,0,394,
        395,5,59,0,0,395,397,1,0,0,0,396,391,1,0,0,0,396,392,1,0,0,0,397,
        37,1,0,0,0,398,399,5,27,0,0,399,400,5,28,0,0,400,405,3,4,2,0,401,
        402,5,56,0,0,402,404,3,4,2,0,403,401,1,0,0,0,404,407,1,0,0,0,405,
        403,1,0,0,0,405,406,1,0,0,0,406,409,1,0,0,0,407,405,1,0,0,0,408,
        398,1,0,0,0,408,409,1,0,0,0,409,420,1,0,0,0,410,411,5,29,0,0,411,
        412,5,28,0,0,412,417,3,40,20,0,413,414,5,56,0,0,414,416,3,40,20,
        0,415,413,1,0,0,0,416,419,1,0,0,0,417,415,1,0,0,0,417,418,1,0,0,
        0,418,421,1,0,0,0,419,417,1,0,0,0,420,410,1,0,0,0,420,421,1,0,0,
        0,421,423,1,0,0,0,422,424,3,42,21,0,423,422,1,0,0,0,423,424,1,0,
        0,0,424,39,1,0,0,0,425,427,3,4,2,0,426,428,7,9,0,0,427,426,1,0,0,
        0,427,428,1,0,0,0,428,431,1,0,0,0,429,430,5,32,0,0,430,432,7,10,
        0,0,431,429,1,0,0,0,431,432,1,0,0,0,432,41,1,0,0,0,433,440,7,11,
        0,0,434,435,5,11,0,0,435,436,3,44,22,0,436,437,5,1,0,0,437,438,3,
        44,22,0,438,441,1,0,0,0,439,441,3,44,22,0,440,434,1,0,0,0,440,439,
        1,0,0,0,441,43,1,0,0,0,442,443,5,37,0,0,443,452,5,38,0,0,444,445,
        5,37,0,0,445,452,5,39,0,0,446,447,5,40,0,0,447,452,5,41,0,0,448,
        449,3,16,8,0,449,450,7,12,0,0,450,452,1,0,0,0,451,442,1,0,0,0,451,
        444,1,0,0,0,451,446,1,0,0,0,451,448,1,0,0,0,452,45,1,0,0,0,453,455,
        3,48,24,0,454,456,5,76,0,0,455,454,1,0,0,0,455,456,1,0,0,0,456,458,
        1,0,0,0,457,459,3,50,25,0,458,457,1,0,0,0,458,459,1,0,0,0,459,47,
        1,0,0,0,460,463,3,54,27,0,461,463,5,52,0,0,462,460,1,0,0,0,462,461,
        1,0,0,0,463,49,1,0,0,0,464,473,5,74,0,0,465,470,3,52,26,0,466,467,
        5,56,0,0,467,469,3,52,26,0,468,466,1,0,0,0,469,472,1,0,0,0,470,468,
        1,0,0,0,470,471,1,0,0,0,471,474,1,0,0,0,472,470,1,0,0,0,473,465,
        1,0,0,0,473,474,1,0,0,0,474,477,1,0,0,0,475,476,5,62,0,0,476,478,
        3,46,23,0,477,475,1,0,0,0,477,478,1,0,0,0,478,479,1,0,0,0,479,480,
        5,75,0,0,480,51,1,0,0,0,481,495,5,48,0,0,482,495,3,46,23,0,483,484,
        5,58,0,0,484,489,3,46,23,0,485,486,5,56,0,0,486,488,3,46,23,0,487,
        485,1,0,0,0,488,491,1,0,0,0,489,487,1,0,0,0,489,490,1,0,0,0,490,
        492,1,0,0,0,491,489,1,0,0,0,492,493,5,59,0,0,493,495,1,0,0,0,494,
        481,1,0,0,0,494,482,1,0,0,0,494,483,1,0,0,0,495,53,1,0,0,0,496,499,
        5,53,0,0,497,499,3,56,28,0,498,496,1,0,0,0,498,497,1,0,0,0,499,55,
        1,0,0,0,500,501,7,13,0,0,501,57,1,0,0,0,502,529,3,54,27,0,503,529,
        5,1,0,0,504,529,5,2,0,0,505,529,5,3,0,0,506,529,5,4,0,0,507,529,
        5,5,0,0,508,529,5,6,0,0,509,529,5,7,0,0,510,529,5,8,0,0,511,529,
        5,9,0,0,512,529,5,10,0,0,513,529,5,11,0,0,514,529,5,12,0,0,515,529,
        5,13,0,0,516,529,5,14,0,0,517,529,5,15,0,0,518,529,5,16,0,0,519,
        529,5,17,0,0,520,529,5,18,0,0,521,529,5,19,0,0,522,529,5,20,0,0,
        523,529,5,21,0,0,524,529,5,22,0,0,525,529,5,23,0,0,526,529,5,28,
        0,0,527,529,5,29,0,0,528,502,1,0,0,0,528,503,1,0,0,0,528,504,1,0,
        0,0,528,505,1,0,0,0,528,506,1,0,0,0,528,507,1,0,0,0,528,508,1,0,
        0,0,528,509,1,0,0,0,528,510,1,0,0,0,528,511,1,0,0,0,528,512,1,0,
        0,0,528,513,1,0,0,0,528,514,1,0,0,0,528,515,1,0,0,0,528,516,1,0,
        0,0,528,517,1,0,0,0,528,518,1,0,0,0,528,519,1,0,0,0,528,520,1,0,
        0,0,528,521,1,0,0,0,528,522,1,0,0,0,528,523,1,0,0,0,528,524,1,0,
        0,0,528,525,1,0,0,0,528,526,1,0,0,0,528,527,1,0,0,0,529,59,1,0,0,
        0,69,64,66,80,88,95,103,108,113,119,127,136,140,145,149,157,179,
        183,189,191,198,207,211,213,218,226,230,232,246,254,265,269,279,
        283,296,300,308,310,317,322,326,329,332,341,345,352,362,365,367,
        375,396,405,408,417,420,423,427,431,440,451,455,458,462,470,473,
        477,489,494,498,528
    ]

class SubstraitExprParser ( Parser ):

    grammarFileName = "SubstraitExpr.g4"

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    sharedContextCache = PredictionContextCache()

    literalNames = [ "<INVALID>", "'and'", "'or'", "'xor'", "'not'", "'is'", 
                     "'null'", "'true'", "'false'", "'distinct'", "'from'", 
                     "'between'", "'in'", "'like'", "'if'", "'then'", "'else'", 
                     "'case'", "'when'", "'end'", "'switch'", "'cast'", 
                     "'try_cast'", "'as'", "'filter'", "'where'", "'over'", 
                     "'partition'", "'by'", "'order'", "'asc'", "'desc'", 
                     "'nulls'", "'first'", "'last'", "'rows'", "'range'", 
                     "'unbounded'", "'preceding'", "'following'", "'current'", 
                     "'row'", "'clustered'", "'all'", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "'::'", "':'", "','", "'.'", "'('", "')'", "'['", "']'", 
                     "'->'", "'||'", "'+'", "'-'", "'*'", "'/'", "'%'", 
                     "'='", "'!='", "'<>'", "'<='", "'>='", "'<'", "'>'", 
                     "'?'" ]

    symbolicNames = [ "<INVALID>", "AND", "OR", "XOR", "NOT", "IS", "NULL", 
                      "TRUE", "FALSE", "DISTINCT", "FROM", "BETWEEN", "IN", 
                      "LIKE", "IF", "THEN", "ELSE", "CASE", "WHEN", "END", 
                      "SWITCH", "CAST", "TRY_CAST", "AS", "FILTER", "WHERE", 
                      "OVER", "PARTITION", "BY", "ORDER", "ASC", "DESC", 
                      "NULLS", "FIRST", "LAST", "ROWS", "RANGE", "UNBOUNDED", 
                      "PRECEDING", "FOLLOWING", "CURRENT", "ROW", "CLUSTERED", 
                      "ALL", "TIMESTAMP_LIT", "DATE_LIT", "TIME_LIT", "DECIMAL_LIT", 
                      "INTEGER", "STRING", "QUOTED_IDENT", "POSITIONAL", 
                      "USER_TYPE", "IDENT", "DOUBLE_COLON", "COLON", "COMMA", 
                      "DOT", "LPAREN", "RPAREN", "LBRACKET", "RBRACKET", 
                      "ARROW", "CONCAT", "PLUS", "MINUS", "STAR", "SLASH", 
                      "PERCENT", "EQ", "NEQ", "NEQ_SQL", "LTE", "GTE", "LT", 
                      "GT", "QMARK", "LINE_COMMENT", "BLOCK_COMMENT", "WS", 
                      "UNTERMINATED_STRING", "UNTERMINATED_QUOTED_IDENT", 
                      "UNTERMINATED_COMMENT", "UNEXPECTED_CHAR" ]

    RULE_root = 0
    RULE_typeRoot = 1
    RULE_expr = 2
    RULE_orExpr = 3
    RULE_andExpr = 4
    RULE_predicate = 5
    RULE_predicateTail = 6
    RULE_compOp = 7
    RULE_valueExpr = 8
    RULE_fieldSelector = 9
    RULE_primary = 10
    RULE_literal = 11
    RULE_call = 12
    RULE_functionName = 13
    RULE_callArgs = 14
    RULE_optionList = 15
    RULE_functionOption = 16
    RULE_filterClause = 17
    RULE_overClause = 18
    RULE_windowSpec = 19
    RULE_sortItem = 20
    RULE_frame = 21
    RULE_frameBound = 22
    RULE_typeExpr = 23
    RULE_typeName = 24
    RULE_typeParams = 25
    RULE_typeParam = 26
    RULE_identifier = 27
    RULE_softKeyword = 28
    RULE_word = 29

    ruleNames =  [ "root", "typeRoot", "expr", "orExpr", "andExpr", "predicate", 
                   "predicateTail", "compOp", "valueExpr", "fieldSelector", 
                   "primary", "literal", "call", "functionName", "callArgs", 
                   "optionList", "functionOption", "filterClause", "overClause", 
                   "windowSpec", "sortItem", "frame", "frameBound", "typeExpr", 
                   "typeName", "typeParams", "typeParam", "identifier", 
                   "softKeyword", "word" ]

    EOF = Token.EOF
    AND=1
    OR=2
    XOR=3
    NOT=4
    IS=5
    NULL=6
    TRUE=7
    FALSE=8
    DISTINCT=9
    FROM=10
    BETWEEN=11
    IN=12
    LIKE=13
    IF=14
    THEN=15
    ELSE=16
    CASE=17
    WHEN=18
    END=19
    SWITCH=20
    CAST=21
    TRY_CAST=22
    AS=23
    FILTER=24
    WHERE=25
    OVER=26
    PARTITION=27
    BY=28
    ORDER=29
    ASC=30
    DESC=31
    NULLS=32
    FIRST=33
    LAST=34
    ROWS=35
    RANGE=36
    UNBOUNDED=37
    PRECEDING=38
    FOLLOWING=39
    CURRENT=40
    ROW=41
    CLUSTERED=42
    ALL=43
    TIMESTAMP_LIT=44
    DATE_LIT=45
    TIME_LIT=46
    DECIMAL_LIT=47
    INTEGER=48
    STRING=49
    QUOTED_IDENT=50
    POSITIONAL=51
    USER_TYPE=52
    IDENT=53
    DOUBLE_COLON=54
    COLON=55
    COMMA=56
    DOT=57
    LPAREN=58
    RPAREN=59
    LBRACKET=60
    RBRACKET=61
    ARROW=62
    CONCAT=63
    PLUS=64
    MINUS=65
    STAR=66
    SLASH=67
    PERCENT=68
    EQ=69
    NEQ=70
    NEQ_SQL=71
    LTE=72
    GTE=73
    LT=74
    GT=75
    QMARK=76
    LINE_COMMENT=77
    BLOCK_COMMENT=78
    WS=79
    UNTERMINATED_STRING=80
    UNTERMINATED_QUOTED_IDENT=81
    UNTERMINATED_COMMENT=82
    UNEXPECTED_CHAR=83

    def __init__(self, input:TokenStream, output:TextIO = sys.stdout):
        super().__init__(input, output)
        self.checkVersion("4.13.1")
        self._interp = ParserATNSimulator(self, self.atn, self.decisionsToDFA, self.sharedContextCache)
        self._predicates = None




    class RootContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.alias = None # IdentifierContext
            self.quotedAlias = None # Token

        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def EOF(self):
            return self.getToken(SubstraitExprParser.EOF, 0)

        def AS(self):
            return self.getToken(SubstraitExprParser.AS, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_root

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitRoot" ):
                return visitor.visitRoot(self)
            else:
                return visitor.visitChildren(self)




    def root(self):

        localctx = SubstraitExprParser.RootContext(self, self._ctx, self.state)
        self.enterRule(localctx, 0, self.RULE_root)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 60
            self.expr()
            self.state = 66
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==23:
                self.state = 61
                self.match(SubstraitExprParser.AS)
                self.state = 64
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                    self.state = 62
                    localctx.alias = self.identifier()
                    pass
                elif token in [50]:
                    self.state = 63
                    localctx.quotedAlias = self.match(SubstraitExprParser.QUOTED_IDENT)
                    pass
                else:
                    raise NoViableAltException(self)



            self.state = 68
            self.match(SubstraitExprParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeRootContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)


        def EOF(self):
            return self.getToken(SubstraitExprParser.EOF, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeRoot

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeRoot" ):
                return visitor.visitTypeRoot(self)
            else:
                return visitor.visitChildren(self)




    def typeRoot(self):

        localctx = SubstraitExprParser.TypeRootContext(self, self._ctx, self.state)
        self.enterRule(localctx, 2, self.RULE_typeRoot)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 70
            self.typeExpr()
            self.state = 71
            self.match(SubstraitExprParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def orExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.OrExprContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_expr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitExpr" ):
                return visitor.visitExpr(self)
            else:
                return visitor.visitChildren(self)




    def expr(self):

        localctx = SubstraitExprParser.ExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 4, self.RULE_expr)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 73
            self.orExpr()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OrExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self._OR = None # Token
            self.ops = list() # of Tokens
            self._XOR = None # Token
            self._tset96 = None # Token

        def andExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.AndExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.AndExprContext,i)


        def OR(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.OR)
            else:
                return self.getToken(SubstraitExprParser.OR, i)

        def XOR(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.XOR)
            else:
                return self.getToken(SubstraitExprParser.XOR, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_orExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOrExpr" ):
                return visitor.visitOrExpr(self)
            else:
                return visitor.visitChildren(self)




    def orExpr(self):

        localctx = SubstraitExprParser.OrExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 6, self.RULE_orExpr)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 75
            self.andExpr()
            self.state = 80
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,2,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 76
                    localctx._tset96 = self._input.LT(1)
                    _la = self._input.LA(1)
                    if not(_la==2 or _la==3):
                        localctx._tset96 = self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()
                    localctx.ops.append(localctx._tset96)
                    self.state = 77
                    self.andExpr() 
                self.state = 82
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,2,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class AndExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def predicate(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.PredicateContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.PredicateContext,i)


        def AND(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.AND)
            else:
                return self.getToken(SubstraitExprParser.AND, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_andExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAndExpr" ):
                return visitor.visitAndExpr(self)
            else:
                return visitor.visitChildren(self)




    def andExpr(self):

        localctx = SubstraitExprParser.AndExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 8, self.RULE_andExpr)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 83
            self.predicate()
            self.state = 88
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,3,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 84
                    self.match(SubstraitExprParser.AND)
                    self.state = 85
                    self.predicate() 
                self.state = 90
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,3,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PredicateContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)


        def predicateTail(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.PredicateTailContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.PredicateTailContext,i)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_predicate

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPredicate" ):
                return visitor.visitPredicate(self)
            else:
                return visitor.visitChildren(self)




    def predicate(self):

        localctx = SubstraitExprParser.PredicateContext(self, self._ctx, self.state)
        self.enterRule(localctx, 10, self.RULE_predicate)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 91
            self.valueExpr(0)
            self.state = 95
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,4,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 92
                    self.predicateTail() 
                self.state = 97
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,4,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PredicateTailContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_predicateTail

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class BetweenTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.low = None # ValueExprContext
            self.high = None # ValueExprContext
            self.copyFrom(ctx)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)
        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)
        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBetweenTail" ):
                return visitor.visitBetweenTail(self)
            else:
                return visitor.visitChildren(self)


    class ComparisonTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def compOp(self):
            return self.getTypedRuleContext(SubstraitExprParser.CompOpContext,0)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitComparisonTail" ):
                return visitor.visitComparisonTail(self)
            else:
                return visitor.visitChildren(self)


    class IsDistinctTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)
        def DISTINCT(self):
            return self.getToken(SubstraitExprParser.DISTINCT, 0)
        def FROM(self):
            return self.getToken(SubstraitExprParser.FROM, 0)
        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIsDistinctTail" ):
                return visitor.visitIsDistinctTail(self)
            else:
                return visitor.visitChildren(self)


    class IsNullTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)
        def NULL(self):
            return self.getToken(SubstraitExprParser.NULL, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIsNullTail" ):
                return visitor.visitIsNullTail(self)
            else:
                return visitor.visitChildren(self)


    class InTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IN(self):
            return self.getToken(SubstraitExprParser.IN, 0)
        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)
        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitInTail" ):
                return visitor.visitInTail(self)
            else:
                return visitor.visitChildren(self)


    class IsBooleanTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)
        def TRUE(self):
            return self.getToken(SubstraitExprParser.TRUE, 0)
        def FALSE(self):
            return self.getToken(SubstraitExprParser.FALSE, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIsBooleanTail" ):
                return visitor.visitIsBooleanTail(self)
            else:
                return visitor.visitChildren(self)


    class LikeTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LIKE(self):
            return self.getToken(SubstraitExprParser.LIKE, 0)
        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLikeTail" ):
                return visitor.visitLikeTail(self)
            else:
                return visitor.visitChildren(self)



    def predicateTail(self):

        localctx = SubstraitExprParser.PredicateTailContext(self, self._ctx, self.state)
        self.enterRule(localctx, 12, self.RULE_predicateTail)
        self._la = 0 # Token type
        try:
            self.state = 149
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,13,self._ctx)
            if la_ == 1:
                localctx = SubstraitExprParser.ComparisonTailContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 98
                self.compOp()
                self.state = 99
                self.valueExpr(0)
                pass

            elif la_ == 2:
                localctx = SubstraitExprParser.IsNullTailContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 101
                self.match(SubstraitExprParser.IS)
                self.state = 103
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 102
                    self.match(SubstraitExprParser.NOT)


                self.state = 105
                self.match(SubstraitExprParser.NULL)
                pass

            elif la_ == 3:
                localctx = SubstraitExprParser.IsBooleanTailContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 106
                self.match(SubstraitExprParser.IS)
                self.state = 108
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 107
                    self.match(SubstraitExprParser.NOT)


                self.state = 110
                _la = self._input.LA(1)
                if not(_la==7 or _la==8):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 4:
                localctx = SubstraitExprParser.IsDistinctTailContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 111
                self.match(SubstraitExprParser.IS)
                self.state = 113
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 112
                    self.match(SubstraitExprParser.NOT)


                self.state = 115
                self.match(SubstraitExprParser.DISTINCT)
                self.state = 116
                self.match(SubstraitExprParser.FROM)
                self.state = 117
                self.valueExpr(0)
                pass

            elif la_ == 5:
                localctx = SubstraitExprParser.BetweenTailContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 119
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 118
                    self.match(SubstraitExprParser.NOT)


                self.state = 121
                self.match(SubstraitExprParser.BETWEEN)
                self.state = 122
                localctx.low = self.valueExpr(0)
                self.state = 123
                self.match(SubstraitExprParser.AND)
                self.state = 124
                localctx.high = self.valueExpr(0)
                pass

            elif la_ == 6:
                localctx = SubstraitExprParser.InTailContext(self, localctx)
                self.enterOuterAlt(localctx, 6)
                self.state = 127
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 126
                    self.match(SubstraitExprParser.NOT)


                self.state = 129
                self.match(SubstraitExprParser.IN)
                self.state = 130
                self.match(SubstraitExprParser.LPAREN)
                self.state = 131
                self.expr()
                self.state = 136
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,10,self._ctx)
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt==1:
                        self.state = 132
                        self.match(SubstraitExprParser.COMMA)
                        self.state = 133
                        self.expr() 
                    self.state = 138
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,10,self._ctx)

                self.state = 140
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==56:
                    self.state = 139
                    self.match(SubstraitExprParser.COMMA)


                self.state = 142
                self.match(SubstraitExprParser.RPAREN)
                pass

            elif la_ == 7:
                localctx = SubstraitExprParser.LikeTailContext(self, localctx)
                self.enterOuterAlt(localctx, 7)
                self.state = 145
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 144
                    self.match(SubstraitExprParser.NOT)


                self.state = 147
                self.match(SubstraitExprParser.LIKE)
                self.state = 148
                self.valueExpr(0)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CompOpContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def EQ(self):
            return self.getToken(SubstraitExprParser.EQ, 0)

        def NEQ(self):
            return self.getToken(SubstraitExprParser.NEQ, 0)

        def NEQ_SQL(self):
            return self.getToken(SubstraitExprParser.NEQ_SQL, 0)

        def LT(self):
            return self.getToken(SubstraitExprParser.LT, 0)

        def LTE(self):
            return self.getToken(SubstraitExprParser.LTE, 0)

        def GT(self):
            return self.getToken(SubstraitExprParser.GT, 0)

        def GTE(self):
            return self.getToken(SubstraitExprParser.GTE, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_compOp

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCompOp" ):
                return visitor.visitCompOp(self)
            else:
                return visitor.visitChildren(self)




    def compOp(self):

        localctx = SubstraitExprParser.CompOpContext(self, self._ctx, self.state)
        self.enterRule(localctx, 14, self.RULE_compOp)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 151
            _la = self._input.LA(1)
            if not(((((_la - 69)) & ~0x3f) == 0 and ((1 << (_la - 69)) & 127) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ValueExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_valueExpr

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)


    class ConcatenationContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def CONCAT(self):
            return self.getToken(SubstraitExprParser.CONCAT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConcatenation" ):
                return visitor.visitConcatenation(self)
            else:
                return visitor.visitChildren(self)


    class SubscriptContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.index = None # ExprContext
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)
        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSubscript" ):
                return visitor.visitSubscript(self)
            else:
                return visitor.visitChildren(self)


    class SliceContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.lower = None # ExprContext
            self.upper = None # ExprContext
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)
        def COLON(self):
            return self.getToken(SubstraitExprParser.COLON, 0)
        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSlice" ):
                return visitor.visitSlice(self)
            else:
                return visitor.visitChildren(self)


    class PrefixContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def MINUS(self):
            return self.getToken(SubstraitExprParser.MINUS, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPrefix" ):
                return visitor.visitPrefix(self)
            else:
                return visitor.visitChildren(self)


    class FieldAccessContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def DOT(self):
            return self.getToken(SubstraitExprParser.DOT, 0)
        def fieldSelector(self):
            return self.getTypedRuleContext(SubstraitExprParser.FieldSelectorContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFieldAccess" ):
                return visitor.visitFieldAccess(self)
            else:
                return visitor.visitChildren(self)


    class MultiplicativeContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def STAR(self):
            return self.getToken(SubstraitExprParser.STAR, 0)
        def SLASH(self):
            return self.getToken(SubstraitExprParser.SLASH, 0)
        def PERCENT(self):
            return self.getToken(SubstraitExprParser.PERCENT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitMultiplicative" ):
                return visitor.visitMultiplicative(self)
            else:
                return visitor.visitChildren(self)


    class AtomContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def primary(self):
            return self.getTypedRuleContext(SubstraitExprParser.PrimaryContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAtom" ):
                return visitor.visitAtom(self)
            else:
                return visitor.visitChildren(self)


    class ColonCastContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def DOUBLE_COLON(self):
            return self.getToken(SubstraitExprParser.DOUBLE_COLON, 0)
        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitColonCast" ):
                return visitor.visitColonCast(self)
            else:
                return visitor.visitChildren(self)


    class AdditiveContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def PLUS(self):
            return self.getToken(SubstraitExprParser.PLUS, 0)
        def MINUS(self):
            return self.getToken(SubstraitExprParser.MINUS, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAdditive" ):
                return visitor.visitAdditive(self)
            else:
                return visitor.visitChildren(self)



    def valueExpr(self, _p:int=0):
        _parentctx = self._ctx
        _parentState = self.state
        localctx = SubstraitExprParser.ValueExprContext(self, self._ctx, _parentState)
        _prevctx = localctx
        _startState = 16
        self.enterRecursionRule(localctx, 16, self.RULE_valueExpr, _p)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 157
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,14,self._ctx)
            if la_ == 1:
                localctx = SubstraitExprParser.AtomContext(self, localctx)
                self._ctx = localctx
                _prevctx = localctx

                self.state = 154
                self.primary()
                pass

            elif la_ == 2:
                localctx = SubstraitExprParser.PrefixContext(self, localctx)
                self._ctx = localctx
                _prevctx = localctx
                self.state = 155
                localctx.op = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==4 or _la==65):
                    localctx.op = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 156
                self.valueExpr(4)
                pass


            self._ctx.stop = self._input.LT(-1)
            self.state = 191
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,18,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    if self._parseListeners is not None:
                        self.triggerExitRuleEvent()
                    _prevctx = localctx
                    self.state = 189
                    self._errHandler.sync(self)
                    la_ = self._interp.adaptivePredict(self._input,17,self._ctx)
                    if la_ == 1:
                        localctx = SubstraitExprParser.MultiplicativeContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 159
                        if not self.precpred(self._ctx, 3):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 3)")
                        self.state = 160
                        localctx.op = self._input.LT(1)
                        _la = self._input.LA(1)
                        if not(((((_la - 66)) & ~0x3f) == 0 and ((1 << (_la - 66)) & 7) != 0)):
                            localctx.op = self._errHandler.recoverInline(self)
                        else:
                            self._errHandler.reportMatch(self)
                            self.consume()
                        self.state = 161
                        self.valueExpr(4)
                        pass

                    elif la_ == 2:
                        localctx = SubstraitExprParser.AdditiveContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 162
                        if not self.precpred(self._ctx, 2):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 2)")
                        self.state = 163
                        localctx.op = self._input.LT(1)
                        _la = self._input.LA(1)
                        if not(_la==64 or _la==65):
                            localctx.op = self._errHandler.recoverInline(self)
                        else:
                            self._errHandler.reportMatch(self)
                            self.consume()
                        self.state = 164
                        self.valueExpr(3)
                        pass

                    elif la_ == 3:
                        localctx = SubstraitExprParser.ConcatenationContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 165
                        if not self.precpred(self._ctx, 1):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 1)")
                        self.state = 166
                        self.match(SubstraitExprParser.CONCAT)
                        self.state = 167
                        self.valueExpr(2)
                        pass

                    elif la_ == 4:
                        localctx = SubstraitExprParser.ColonCastContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 168
                        if not self.precpred(self._ctx, 8):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 8)")
                        self.state = 169
                        self.match(SubstraitExprParser.DOUBLE_COLON)
                        self.state = 170
                        self.typeExpr()
                        pass

                    elif la_ == 5:
                        localctx = SubstraitExprParser.SubscriptContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 171
                        if not self.precpred(self._ctx, 7):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 7)")
                        self.state = 172
                        self.match(SubstraitExprParser.LBRACKET)
                        self.state = 173
                        localctx.index = self.expr()
                        self.state = 174
                        self.match(SubstraitExprParser.RBRACKET)
                        pass

                    elif la_ == 6:
                        localctx = SubstraitExprParser.SliceContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 176
                        if not self.precpred(self._ctx, 6):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 6)")
                        self.state = 177
                        self.match(SubstraitExprParser.LBRACKET)
                        self.state = 179
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1454662678826084830) != 0) or _la==65:
                            self.state = 178
                            localctx.lower = self.expr()


                        self.state = 181
                        self.match(SubstraitExprParser.COLON)
                        self.state = 183
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1454662678826084830) != 0) or _la==65:
                            self.state = 182
                            localctx.upper = self.expr()


                        self.state = 185
                        self.match(SubstraitExprParser.RBRACKET)
                        pass

                    elif la_ == 7:
                        localctx = SubstraitExprParser.FieldAccessContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 186
                        if not self.precpred(self._ctx, 5):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 5)")
                        self.state = 187
                        self.match(SubstraitExprParser.DOT)
                        self.state = 188
                        self.fieldSelector()
                        pass

             
                self.state = 193
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,18,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.unrollRecursionContexts(_parentctx)
        return localctx


    class FieldSelectorContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def DECIMAL_LIT(self):
            return self.getToken(SubstraitExprParser.DECIMAL_LIT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_fieldSelector

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFieldSelector" ):
                return visitor.visitFieldSelector(self)
            else:
                return visitor.visitChildren(self)




    def fieldSelector(self):

        localctx = SubstraitExprParser.FieldSelectorContext(self, self._ctx, self.state)
        self.enterRule(localctx, 18, self.RULE_fieldSelector)
        try:
            self.state = 198
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                self.enterOuterAlt(localctx, 1)
                self.state = 194
                self.identifier()
                pass
            elif token in [50]:
                self.enterOuterAlt(localctx, 2)
                self.state = 195
                self.match(SubstraitExprParser.QUOTED_IDENT)
                pass
            elif token in [48]:
                self.enterOuterAlt(localctx, 3)
                self.state = 196
                self.match(SubstraitExprParser.INTEGER)
                pass
            elif token in [47]:
                self.enterOuterAlt(localctx, 4)
                self.state = 197
                self.match(SubstraitExprParser.DECIMAL_LIT)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PrimaryContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_primary

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class LambdaContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.body = None # ExprContext
            self.copyFrom(ctx)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)

        def ARROW(self):
            return self.getToken(SubstraitExprParser.ARROW, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLambda" ):
                return visitor.visitLambda(self)
            else:
                return visitor.visitChildren(self)


    class PositionalContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def POSITIONAL(self):
            return self.getToken(SubstraitExprParser.POSITIONAL, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPositional" ):
                return visitor.visitPositional(self)
            else:
                return visitor.visitChildren(self)


    class CaseSwitchContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def CASE(self):
            return self.getToken(SubstraitExprParser.CASE, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def END(self):
            return self.getToken(SubstraitExprParser.END, 0)
        def WHEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.WHEN)
            else:
                return self.getToken(SubstraitExprParser.WHEN, i)
        def THEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.THEN)
            else:
                return self.getToken(SubstraitExprParser.THEN, i)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCaseSwitch" ):
                return visitor.visitCaseSwitch(self)
            else:
                return visitor.visitChildren(self)


    class NameContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)

        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitName" ):
                return visitor.visitName(self)
            else:
                return visitor.visitChildren(self)


    class IfThenContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IF(self):
            return self.getToken(SubstraitExprParser.IF, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def THEN(self):
            return self.getToken(SubstraitExprParser.THEN, 0)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIfThen" ):
                return visitor.visitIfThen(self)
            else:
                return visitor.visitChildren(self)


    class LiteralPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def literal(self):
            return self.getTypedRuleContext(SubstraitExprParser.LiteralContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLiteralPrimary" ):
                return visitor.visitLiteralPrimary(self)
            else:
                return visitor.visitChildren(self)


    class ListContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)
        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitList" ):
                return visitor.visitList(self)
            else:
                return visitor.visitChildren(self)


    class CaseWhenContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def CASE(self):
            return self.getToken(SubstraitExprParser.CASE, 0)
        def END(self):
            return self.getToken(SubstraitExprParser.END, 0)
        def WHEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.WHEN)
            else:
                return self.getToken(SubstraitExprParser.WHEN, i)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def THEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.THEN)
            else:
                return self.getToken(SubstraitExprParser.THEN, i)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCaseWhen" ):
                return visitor.visitCaseWhen(self)
            else:
                return visitor.visitChildren(self)


    class CallPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def call(self):
            return self.getTypedRuleContext(SubstraitExprParser.CallContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallPrimary" ):
                return visitor.visitCallPrimary(self)
            else:
                return visitor.visitChildren(self)


    class CastCallContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.kind = None # Token
            self.copyFrom(ctx)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)

        def AS(self):
            return self.getToken(SubstraitExprParser.AS, 0)
        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)
        def CAST(self):
            return self.getToken(SubstraitExprParser.CAST, 0)
        def TRY_CAST(self):
            return self.getToken(SubstraitExprParser.TRY_CAST, 0)
        def optionList(self):
            return self.getTypedRuleContext(SubstraitExprParser.OptionListContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCastCall" ):
                return visitor.visitCastCall(self)
            else:
                return visitor.visitChildren(self)


    class GroupContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.body = None # ExprContext
            self.copyFrom(ctx)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def ARROW(self):
            return self.getToken(SubstraitExprParser.ARROW, 0)
        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitGroup" ):
                return visitor.visitGroup(self)
            else:
                return visitor.visitChildren(self)


    class SwitchExprContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def SWITCH(self):
            return self.getToken(SubstraitExprParser.SWITCH, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def CASE(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.CASE)
            else:
                return self.getToken(SubstraitExprParser.CASE, i)
        def THEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.THEN)
            else:
                return self.getToken(SubstraitExprParser.THEN, i)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSwitchExpr" ):
                return visitor.visitSwitchExpr(self)
            else:
                return visitor.visitChildren(self)



    def primary(self):

        localctx = SubstraitExprParser.PrimaryContext(self, self._ctx, self.state)
        self.enterRule(localctx, 20, self.RULE_primary)
        self._la = 0 # Token type
        try:
            self.state = 310
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,36,self._ctx)
            if la_ == 1:
                localctx = SubstraitExprParser.LiteralPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 200
                self.literal()
                pass

            elif la_ == 2:
                localctx = SubstraitExprParser.GroupContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 201
                self.match(SubstraitExprParser.LPAREN)
                self.state = 213
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1454662678826084830) != 0) or _la==65:
                    self.state = 202
                    self.expr()
                    self.state = 207
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,20,self._ctx)
                    while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                        if _alt==1:
                            self.state = 203
                            self.match(SubstraitExprParser.COMMA)
                            self.state = 204
                            self.expr() 
                        self.state = 209
                        self._errHandler.sync(self)
                        _alt = self._interp.adaptivePredict(self._input,20,self._ctx)

                    self.state = 211
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==56:
                        self.state = 210
                        self.match(SubstraitExprParser.COMMA)




                self.state = 215
                self.match(SubstraitExprParser.RPAREN)
                self.state = 218
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,23,self._ctx)
                if la_ == 1:
                    self.state = 216
                    self.match(SubstraitExprParser.ARROW)
                    self.state = 217
                    localctx.body = self.expr()


                pass

            elif la_ == 3:
                localctx = SubstraitExprParser.ListContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 220
                self.match(SubstraitExprParser.LBRACKET)
                self.state = 232
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1454662678826084830) != 0) or _la==65:
                    self.state = 221
                    self.expr()
                    self.state = 226
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,24,self._ctx)
                    while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                        if _alt==1:
                            self.state = 222
                            self.match(SubstraitExprParser.COMMA)
                            self.state = 223
                            self.expr() 
                        self.state = 228
                        self._errHandler.sync(self)
                        _alt = self._interp.adaptivePredict(self._input,24,self._ctx)

                    self.state = 230
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==56:
                        self.state = 229
                        self.match(SubstraitExprParser.COMMA)




                self.state = 234
                self.match(SubstraitExprParser.RBRACKET)
                pass

            elif la_ == 4:
                localctx = SubstraitExprParser.LambdaContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 235
                self.identifier()
                self.state = 236
                self.match(SubstraitExprParser.ARROW)
                self.state = 237
                localctx.body = self.expr()
                pass

            elif la_ == 5:
                localctx = SubstraitExprParser.CastCallContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 239
                localctx.kind = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==21 or _la==22):
                    localctx.kind = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 240
                self.match(SubstraitExprParser.LPAREN)
                self.state = 241
                self.expr()
                self.state = 242
                self.match(SubstraitExprParser.AS)
                self.state = 243
                self.typeExpr()
                self.state = 244
                self.match(SubstraitExprParser.RPAREN)
                self.state = 246
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,27,self._ctx)
                if la_ == 1:
                    self.state = 245
                    self.optionList()


                pass

            elif la_ == 6:
                localctx = SubstraitExprParser.IfThenContext(self, localctx)
                self.enterOuterAlt(localctx, 6)
                self.state = 248
                self.match(SubstraitExprParser.IF)
                self.state = 249
                self.expr()
                self.state = 250
                self.match(SubstraitExprParser.THEN)
                self.state = 251
                self.expr()
                self.state = 254
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,28,self._ctx)
                if la_ == 1:
                    self.state = 252
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 253
                    self.expr()


                pass

            elif la_ == 7:
                localctx = SubstraitExprParser.SwitchExprContext(self, localctx)
                self.enterOuterAlt(localctx, 7)
                self.state = 256
                self.match(SubstraitExprParser.SWITCH)
                self.state = 257
                self.expr()
                self.state = 263 
                self._errHandler.sync(self)
                _alt = 1
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt == 1:
                        self.state = 258
                        self.match(SubstraitExprParser.CASE)
                        self.state = 259
                        self.expr()
                        self.state = 260
                        self.match(SubstraitExprParser.THEN)
                        self.state = 261
                        self.expr()

                    else:
                        raise NoViableAltException(self)
                    self.state = 265 
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,29,self._ctx)

                self.state = 269
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,30,self._ctx)
                if la_ == 1:
                    self.state = 267
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 268
                    self.expr()


                pass

            elif la_ == 8:
                localctx = SubstraitExprParser.CaseWhenContext(self, localctx)
                self.enterOuterAlt(localctx, 8)
                self.state = 271
                self.match(SubstraitExprParser.CASE)
                self.state = 277 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while True:
                    self.state = 272
                    self.match(SubstraitExprParser.WHEN)
                    self.state = 273
                    self.expr()
                    self.state = 274
                    self.match(SubstraitExprParser.THEN)
                    self.state = 275
                    self.expr()
                    self.state = 279 
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if not (_la==18):
                        break

                self.state = 283
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==16:
                    self.state = 281
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 282
                    self.expr()


                self.state = 285
                self.match(SubstraitExprParser.END)
                pass

            elif la_ == 9:
                localctx = SubstraitExprParser.CaseSwitchContext(self, localctx)
                self.enterOuterAlt(localctx, 9)
                self.state = 287
                self.match(SubstraitExprParser.CASE)
                self.state = 288
                self.expr()
                self.state = 294 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while True:
                    self.state = 289
                    self.match(SubstraitExprParser.WHEN)
                    self.state = 290
                    self.expr()
                    self.state = 291
                    self.match(SubstraitExprParser.THEN)
                    self.state = 292
                    self.expr()
                    self.state = 296 
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if not (_la==18):
                        break

                self.state = 300
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==16:
                    self.state = 298
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 299
                    self.expr()


                self.state = 302
                self.match(SubstraitExprParser.END)
                pass

            elif la_ == 10:
                localctx = SubstraitExprParser.CallPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 10)
                self.state = 304
                self.call()
                pass

            elif la_ == 11:
                localctx = SubstraitExprParser.PositionalContext(self, localctx)
                self.enterOuterAlt(localctx, 11)
                self.state = 305
                self.match(SubstraitExprParser.POSITIONAL)
                pass

            elif la_ == 12:
                localctx = SubstraitExprParser.NameContext(self, localctx)
                self.enterOuterAlt(localctx, 12)
                self.state = 308
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                    self.state = 306
                    self.identifier()
                    pass
                elif token in [50]:
                    self.state = 307
                    self.match(SubstraitExprParser.QUOTED_IDENT)
                    pass
                else:
                    raise NoViableAltException(self)

                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class LiteralContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def DECIMAL_LIT(self):
            return self.getToken(SubstraitExprParser.DECIMAL_LIT, 0)

        def STRING(self):
            return self.getToken(SubstraitExprParser.STRING, 0)

        def TRUE(self):
            return self.getToken(SubstraitExprParser.TRUE, 0)

        def FALSE(self):
            return self.getToken(SubstraitExprParser.FALSE, 0)

        def NULL(self):
            return self.getToken(SubstraitExprParser.NULL, 0)

        def DATE_LIT(self):
            return self.getToken(SubstraitExprParser.DATE_LIT, 0)

        def TIME_LIT(self):
            return self.getToken(SubstraitExprParser.TIME_LIT, 0)

        def TIMESTAMP_LIT(self):
            return self.getToken(SubstraitExprParser.TIMESTAMP_LIT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_literal

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLiteral" ):
                return visitor.visitLiteral(self)
            else:
                return visitor.visitChildren(self)




    def literal(self):

        localctx = SubstraitExprParser.LiteralContext(self, self._ctx, self.state)
        self.enterRule(localctx, 22, self.RULE_literal)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 312
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 1108307720798656) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.namespace = None # IdentifierContext

        def functionName(self):
            return self.getTypedRuleContext(SubstraitExprParser.FunctionNameContext,0)


        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def DOT(self):
            return self.getToken(SubstraitExprParser.DOT, 0)

        def callArgs(self):
            return self.getTypedRuleContext(SubstraitExprParser.CallArgsContext,0)


        def optionList(self):
            return self.getTypedRuleContext(SubstraitExprParser.OptionListContext,0)


        def filterClause(self):
            return self.getTypedRuleContext(SubstraitExprParser.FilterClauseContext,0)


        def overClause(self):
            return self.getTypedRuleContext(SubstraitExprParser.OverClauseContext,0)


        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_call

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCall" ):
                return visitor.visitCall(self)
            else:
                return visitor.visitChildren(self)




    def call(self):

        localctx = SubstraitExprParser.CallContext(self, self._ctx, self.state)
        self.enterRule(localctx, 24, self.RULE_call)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 317
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,37,self._ctx)
            if la_ == 1:
                self.state = 314
                localctx.namespace = self.identifier()
                self.state = 315
                self.match(SubstraitExprParser.DOT)


            self.state = 319
            self.functionName()
            self.state = 320
            self.match(SubstraitExprParser.LPAREN)
            self.state = 322
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1454662678826085342) != 0) or _la==65 or _la==66:
                self.state = 321
                self.callArgs()


            self.state = 324
            self.match(SubstraitExprParser.RPAREN)
            self.state = 326
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,39,self._ctx)
            if la_ == 1:
                self.state = 325
                self.optionList()


            self.state = 329
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,40,self._ctx)
            if la_ == 1:
                self.state = 328
                self.filterClause()


            self.state = 332
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,41,self._ctx)
            if la_ == 1:
                self.state = 331
                self.overClause()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FunctionNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)

        def OR(self):
            return self.getToken(SubstraitExprParser.OR, 0)

        def XOR(self):
            return self.getToken(SubstraitExprParser.XOR, 0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def LIKE(self):
            return self.getToken(SubstraitExprParser.LIKE, 0)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_functionName

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFunctionName" ):
                return visitor.visitFunctionName(self)
            else:
                return visitor.visitChildren(self)




    def functionName(self):

        localctx = SubstraitExprParser.FunctionNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 26, self.RULE_functionName)
        try:
            self.state = 341
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                self.enterOuterAlt(localctx, 1)
                self.state = 334
                self.identifier()
                pass
            elif token in [1]:
                self.enterOuterAlt(localctx, 2)
                self.state = 335
                self.match(SubstraitExprParser.AND)
                pass
            elif token in [2]:
                self.enterOuterAlt(localctx, 3)
                self.state = 336
                self.match(SubstraitExprParser.OR)
                pass
            elif token in [3]:
                self.enterOuterAlt(localctx, 4)
                self.state = 337
                self.match(SubstraitExprParser.XOR)
                pass
            elif token in [4]:
                self.enterOuterAlt(localctx, 5)
                self.state = 338
                self.match(SubstraitExprParser.NOT)
                pass
            elif token in [13]:
                self.enterOuterAlt(localctx, 6)
                self.state = 339
                self.match(SubstraitExprParser.LIKE)
                pass
            elif token in [11]:
                self.enterOuterAlt(localctx, 7)
                self.state = 340
                self.match(SubstraitExprParser.BETWEEN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallArgsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.quantifier = None # Token

        def STAR(self):
            return self.getToken(SubstraitExprParser.STAR, 0)

        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def ORDER(self):
            return self.getToken(SubstraitExprParser.ORDER, 0)

        def BY(self):
            return self.getToken(SubstraitExprParser.BY, 0)

        def sortItem(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.SortItemContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.SortItemContext,i)


        def DISTINCT(self):
            return self.getToken(SubstraitExprParser.DISTINCT, 0)

        def ALL(self):
            return self.getToken(SubstraitExprParser.ALL, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_callArgs

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallArgs" ):
                return visitor.visitCallArgs(self)
            else:
                return visitor.visitChildren(self)




    def callArgs(self):

        localctx = SubstraitExprParser.CallArgsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 28, self.RULE_callArgs)
        self._la = 0 # Token type
        try:
            self.state = 367
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [66]:
                self.enterOuterAlt(localctx, 1)
                self.state = 343
                self.match(SubstraitExprParser.STAR)
                pass
            elif token in [1, 2, 3, 4, 6, 7, 8, 9, 11, 13, 14, 17, 20, 21, 22, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 53, 58, 60, 65]:
                self.enterOuterAlt(localctx, 2)
                self.state = 345
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,43,self._ctx)
                if la_ == 1:
                    self.state = 344
                    localctx.quantifier = self._input.LT(1)
                    _la = self._input.LA(1)
                    if not(_la==9 or _la==43):
                        localctx.quantifier = self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 347
                self.expr()
                self.state = 352
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==56:
                    self.state = 348
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 349
                    self.expr()
                    self.state = 354
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 365
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==29:
                    self.state = 355
                    self.match(SubstraitExprParser.ORDER)
                    self.state = 356
                    self.match(SubstraitExprParser.BY)
                    self.state = 357
                    self.sortItem()
                    self.state = 362
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==56:
                        self.state = 358
                        self.match(SubstraitExprParser.COMMA)
                        self.state = 359
                        self.sortItem()
                        self.state = 364
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)



                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OptionListContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)

        def functionOption(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.FunctionOptionContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.FunctionOptionContext,i)


        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_optionList

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOptionList" ):
                return visitor.visitOptionList(self)
            else:
                return visitor.visitChildren(self)




    def optionList(self):

        localctx = SubstraitExprParser.OptionListContext(self, self._ctx, self.state)
        self.enterRule(localctx, 30, self.RULE_optionList)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 369
            self.match(SubstraitExprParser.LBRACKET)
            self.state = 370
            self.functionOption()
            self.state = 375
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==56:
                self.state = 371
                self.match(SubstraitExprParser.COMMA)
                self.state = 372
                self.functionOption()
                self.state = 377
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 378
            self.match(SubstraitExprParser.RBRACKET)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FunctionOptionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.name = None # IdentifierContext
            self.value = None # WordContext

        def COLON(self):
            return self.getToken(SubstraitExprParser.COLON, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def word(self):
            return self.getTypedRuleContext(SubstraitExprParser.WordContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_functionOption

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFunctionOption" ):
                return visitor.visitFunctionOption(self)
            else:
                return visitor.visitChildren(self)




    def functionOption(self):

        localctx = SubstraitExprParser.FunctionOptionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 32, self.RULE_functionOption)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 380
            localctx.name = self.identifier()
            self.state = 381
            self.match(SubstraitExprParser.COLON)
            self.state = 382
            localctx.value = self.word()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FilterClauseContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def FILTER(self):
            return self.getToken(SubstraitExprParser.FILTER, 0)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def WHERE(self):
            return self.getToken(SubstraitExprParser.WHERE, 0)

        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_filterClause

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFilterClause" ):
                return visitor.visitFilterClause(self)
            else:
                return visitor.visitChildren(self)




    def filterClause(self):

        localctx = SubstraitExprParser.FilterClauseContext(self, self._ctx, self.state)
        self.enterRule(localctx, 34, self.RULE_filterClause)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 384
            self.match(SubstraitExprParser.FILTER)
            self.state = 385
            self.match(SubstraitExprParser.LPAREN)
            self.state = 386
            self.match(SubstraitExprParser.WHERE)
            self.state = 387
            self.expr()
            self.state = 388
            self.match(SubstraitExprParser.RPAREN)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OverClauseContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.windowName = None # IdentifierContext

        def OVER(self):
            return self.getToken(SubstraitExprParser.OVER, 0)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def windowSpec(self):
            return self.getTypedRuleContext(SubstraitExprParser.WindowSpecContext,0)


        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_overClause

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOverClause" ):
                return visitor.visitOverClause(self)
            else:
                return visitor.visitChildren(self)




    def overClause(self):

        localctx = SubstraitExprParser.OverClauseContext(self, self._ctx, self.state)
        self.enterRule(localctx, 36, self.RULE_overClause)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 390
            self.match(SubstraitExprParser.OVER)
            self.state = 396
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                self.state = 391
                localctx.windowName = self.identifier()
                pass
            elif token in [58]:
                self.state = 392
                self.match(SubstraitExprParser.LPAREN)
                self.state = 393
                self.windowSpec()
                self.state = 394
                self.match(SubstraitExprParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class WindowSpecContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def PARTITION(self):
            return self.getToken(SubstraitExprParser.PARTITION, 0)

        def BY(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.BY)
            else:
                return self.getToken(SubstraitExprParser.BY, i)

        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)


        def ORDER(self):
            return self.getToken(SubstraitExprParser.ORDER, 0)

        def sortItem(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.SortItemContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.SortItemContext,i)


        def frame(self):
            return self.getTypedRuleContext(SubstraitExprParser.FrameContext,0)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_windowSpec

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitWindowSpec" ):
                return visitor.visitWindowSpec(self)
            else:
                return visitor.visitChildren(self)




    def windowSpec(self):

        localctx = SubstraitExprParser.WindowSpecContext(self, self._ctx, self.state)
        self.enterRule(localctx, 38, self.RULE_windowSpec)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 408
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==27:
                self.state = 398
                self.match(SubstraitExprParser.PARTITION)
                self.state = 399
                self.match(SubstraitExprParser.BY)
                self.state = 400
                self.expr()
                self.state = 405
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==56:
                    self.state = 401
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 402
                    self.expr()
                    self.state = 407
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 420
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==29:
                self.state = 410
                self.match(SubstraitExprParser.ORDER)
                self.state = 411
                self.match(SubstraitExprParser.BY)
                self.state = 412
                self.sortItem()
                self.state = 417
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==56:
                    self.state = 413
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 414
                    self.sortItem()
                    self.state = 419
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 423
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==35 or _la==36:
                self.state = 422
                self.frame()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SortItemContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.order = None # Token
            self.nulls = None # Token

        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def NULLS(self):
            return self.getToken(SubstraitExprParser.NULLS, 0)

        def ASC(self):
            return self.getToken(SubstraitExprParser.ASC, 0)

        def DESC(self):
            return self.getToken(SubstraitExprParser.DESC, 0)

        def CLUSTERED(self):
            return self.getToken(SubstraitExprParser.CLUSTERED, 0)

        def FIRST(self):
            return self.getToken(SubstraitExprParser.FIRST, 0)

        def LAST(self):
            return self.getToken(SubstraitExprParser.LAST, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_sortItem

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSortItem" ):
                return visitor.visitSortItem(self)
            else:
                return visitor.visitChildren(self)




    def sortItem(self):

        localctx = SubstraitExprParser.SortItemContext(self, self._ctx, self.state)
        self.enterRule(localctx, 40, self.RULE_sortItem)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 425
            self.expr()
            self.state = 427
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 4401267736576) != 0):
                self.state = 426
                localctx.order = self._input.LT(1)
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 4401267736576) != 0)):
                    localctx.order = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


            self.state = 431
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==32:
                self.state = 429
                self.match(SubstraitExprParser.NULLS)
                self.state = 430
                localctx.nulls = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==33 or _la==34):
                    localctx.nulls = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FrameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.unit = None # Token

        def ROWS(self):
            return self.getToken(SubstraitExprParser.ROWS, 0)

        def RANGE(self):
            return self.getToken(SubstraitExprParser.RANGE, 0)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)

        def frameBound(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.FrameBoundContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.FrameBoundContext,i)


        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_frame

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFrame" ):
                return visitor.visitFrame(self)
            else:
                return visitor.visitChildren(self)




    def frame(self):

        localctx = SubstraitExprParser.FrameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 42, self.RULE_frame)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 433
            localctx.unit = self._input.LT(1)
            _la = self._input.LA(1)
            if not(_la==35 or _la==36):
                localctx.unit = self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 440
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,57,self._ctx)
            if la_ == 1:
                self.state = 434
                self.match(SubstraitExprParser.BETWEEN)
                self.state = 435
                self.frameBound()
                self.state = 436
                self.match(SubstraitExprParser.AND)
                self.state = 437
                self.frameBound()
                pass

            elif la_ == 2:
                self.state = 439
                self.frameBound()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FrameBoundContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def UNBOUNDED(self):
            return self.getToken(SubstraitExprParser.UNBOUNDED, 0)

        def PRECEDING(self):
            return self.getToken(SubstraitExprParser.PRECEDING, 0)

        def FOLLOWING(self):
            return self.getToken(SubstraitExprParser.FOLLOWING, 0)

        def CURRENT(self):
            return self.getToken(SubstraitExprParser.CURRENT, 0)

        def ROW(self):
            return self.getToken(SubstraitExprParser.ROW, 0)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_frameBound

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFrameBound" ):
                return visitor.visitFrameBound(self)
            else:
                return visitor.visitChildren(self)




    def frameBound(self):

        localctx = SubstraitExprParser.FrameBoundContext(self, self._ctx, self.state)
        self.enterRule(localctx, 44, self.RULE_frameBound)
        self._la = 0 # Token type
        try:
            self.state = 451
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,58,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 442
                self.match(SubstraitExprParser.UNBOUNDED)
                self.state = 443
                self.match(SubstraitExprParser.PRECEDING)
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 444
                self.match(SubstraitExprParser.UNBOUNDED)
                self.state = 445
                self.match(SubstraitExprParser.FOLLOWING)
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 446
                self.match(SubstraitExprParser.CURRENT)
                self.state = 447
                self.match(SubstraitExprParser.ROW)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 448
                self.valueExpr(0)
                self.state = 449
                _la = self._input.LA(1)
                if not(_la==38 or _la==39):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def typeName(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeNameContext,0)


        def QMARK(self):
            return self.getToken(SubstraitExprParser.QMARK, 0)

        def typeParams(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeParamsContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeExpr" ):
                return visitor.visitTypeExpr(self)
            else:
                return visitor.visitChildren(self)




    def typeExpr(self):

        localctx = SubstraitExprParser.TypeExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 46, self.RULE_typeExpr)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 453
            self.typeName()
            self.state = 455
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,59,self._ctx)
            if la_ == 1:
                self.state = 454
                self.match(SubstraitExprParser.QMARK)


            self.state = 458
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,60,self._ctx)
            if la_ == 1:
                self.state = 457
                self.typeParams()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def USER_TYPE(self):
            return self.getToken(SubstraitExprParser.USER_TYPE, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeName

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeName" ):
                return visitor.visitTypeName(self)
            else:
                return visitor.visitChildren(self)




    def typeName(self):

        localctx = SubstraitExprParser.TypeNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 48, self.RULE_typeName)
        try:
            self.state = 462
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                self.enterOuterAlt(localctx, 1)
                self.state = 460
                self.identifier()
                pass
            elif token in [52]:
                self.enterOuterAlt(localctx, 2)
                self.state = 461
                self.match(SubstraitExprParser.USER_TYPE)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeParamsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LT(self):
            return self.getToken(SubstraitExprParser.LT, 0)

        def GT(self):
            return self.getToken(SubstraitExprParser.GT, 0)

        def typeParam(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.TypeParamContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.TypeParamContext,i)


        def ARROW(self):
            return self.getToken(SubstraitExprParser.ARROW, 0)

        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeParams

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeParams" ):
                return visitor.visitTypeParams(self)
            else:
                return visitor.visitChildren(self)




    def typeParams(self):

        localctx = SubstraitExprParser.TypeParamsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 50, self.RULE_typeParams)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 464
            self.match(SubstraitExprParser.LT)
            self.state = 473
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 302040241374494720) != 0):
                self.state = 465
                self.typeParam()
                self.state = 470
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==56:
                    self.state = 466
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 467
                    self.typeParam()
                    self.state = 472
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 477
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==62:
                self.state = 475
                self.match(SubstraitExprParser.ARROW)
                self.state = 476
                self.typeExpr()


            self.state = 479
            self.match(SubstraitExprParser.GT)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeParamContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def typeExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.TypeExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,i)


        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeParam

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeParam" ):
                return visitor.visitTypeParam(self)
            else:
                return visitor.visitChildren(self)




    def typeParam(self):

        localctx = SubstraitExprParser.TypeParamContext(self, self._ctx, self.state)
        self.enterRule(localctx, 52, self.RULE_typeParam)
        self._la = 0 # Token type
        try:
            self.state = 494
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [48]:
                self.enterOuterAlt(localctx, 1)
                self.state = 481
                self.match(SubstraitExprParser.INTEGER)
                pass
            elif token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 52, 53]:
                self.enterOuterAlt(localctx, 2)
                self.state = 482
                self.typeExpr()
                pass
            elif token in [58]:
                self.enterOuterAlt(localctx, 3)
                self.state = 483
                self.match(SubstraitExprParser.LPAREN)
                self.state = 484
                self.typeExpr()
                self.state = 489
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==56:
                    self.state = 485
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 486
                    self.typeExpr()
                    self.state = 491
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 492
                self.match(SubstraitExprParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class IdentifierContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IDENT(self):
            return self.getToken(SubstraitExprParser.IDENT, 0)

        def softKeyword(self):
            return self.getTypedRuleContext(SubstraitExprParser.SoftKeywordContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_identifier

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIdentifier" ):
                return visitor.visitIdentifier(self)
            else:
                return visitor.visitChildren(self)




    def identifier(self):

        localctx = SubstraitExprParser.IdentifierContext(self, self._ctx, self.state)
        self.enterRule(localctx, 54, self.RULE_identifier)
        try:
            self.state = 498
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [53]:
                self.enterOuterAlt(localctx, 1)
                self.state = 496
                self.match(SubstraitExprParser.IDENT)
                pass
            elif token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43]:
                self.enterOuterAlt(localctx, 2)
                self.state = 497
                self.softKeyword()
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SoftKeywordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def FILTER(self):
            return self.getToken(SubstraitExprParser.FILTER, 0)

        def WHERE(self):
            return self.getToken(SubstraitExprParser.WHERE, 0)

        def OVER(self):
            return self.getToken(SubstraitExprParser.OVER, 0)

        def PARTITION(self):
            return self.getToken(SubstraitExprParser.PARTITION, 0)

        def ASC(self):
            return self.getToken(SubstraitExprParser.ASC, 0)

        def DESC(self):
            return self.getToken(SubstraitExprParser.DESC, 0)

        def NULLS(self):
            return self.getToken(SubstraitExprParser.NULLS, 0)

        def FIRST(self):
            return self.getToken(SubstraitExprParser.FIRST, 0)

        def LAST(self):
            return self.getToken(SubstraitExprParser.LAST, 0)

        def ROWS(self):
            return self.getToken(SubstraitExprParser.ROWS, 0)

        def RANGE(self):
            return self.getToken(SubstraitExprParser.RANGE, 0)

        def UNBOUNDED(self):
            return self.getToken(SubstraitExprParser.UNBOUNDED, 0)

        def PRECEDING(self):
            return self.getToken(SubstraitExprParser.PRECEDING, 0)

        def FOLLOWING(self):
            return self.getToken(SubstraitExprParser.FOLLOWING, 0)

        def CURRENT(self):
            return self.getToken(SubstraitExprParser.CURRENT, 0)

        def ROW(self):
            return self.getToken(SubstraitExprParser.ROW, 0)

        def CLUSTERED(self):
            return self.getToken(SubstraitExprParser.CLUSTERED, 0)

        def ALL(self):
            return self.getToken(SubstraitExprParser.ALL, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_softKeyword

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSoftKeyword" ):
                return visitor.visitSoftKeyword(self)
            else:
                return visitor.visitChildren(self)




    def softKeyword(self):

        localctx = SubstraitExprParser.SoftKeywordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 56, self.RULE_softKeyword)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 500
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 17591363960832) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class WordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)

        def OR(self):
            return self.getToken(SubstraitExprParser.OR, 0)

        def XOR(self):
            return self.getToken(SubstraitExprParser.XOR, 0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)

        def NULL(self):
            return self.getToken(SubstraitExprParser.NULL, 0)

        def TRUE(self):
            return self.getToken(SubstraitExprParser.TRUE, 0)

        def FALSE(self):
            return self.getToken(SubstraitExprParser.FALSE, 0)

        def DISTINCT(self):
            return self.getToken(SubstraitExprParser.DISTINCT, 0)

        def FROM(self):
            return self.getToken(SubstraitExprParser.FROM, 0)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)

        def IN(self):
            return self.getToken(SubstraitExprParser.IN, 0)

        def LIKE(self):
            return self.getToken(SubstraitExprParser.LIKE, 0)

        def IF(self):
            return self.getToken(SubstraitExprParser.IF, 0)

        def THEN(self):
            return self.getToken(SubstraitExprParser.THEN, 0)

        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def CASE(self):
            return self.getToken(SubstraitExprParser.CASE, 0)

        def WHEN(self):
            return self.getToken(SubstraitExprParser.WHEN, 0)

        def END(self):
            return self.getToken(SubstraitExprParser.END, 0)

        def SWITCH(self):
            return self.getToken(SubstraitExprParser.SWITCH, 0)

        def CAST(self):
            return self.getToken(SubstraitExprParser.CAST, 0)

        def TRY_CAST(self):
            return self.getToken(SubstraitExprParser.TRY_CAST, 0)

        def AS(self):
            return self.getToken(SubstraitExprParser.AS, 0)

        def BY(self):
            return self.getToken(SubstraitExprParser.BY, 0)

        def ORDER(self):
            return self.getToken(SubstraitExprParser.ORDER, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_word

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitWord" ):
                return visitor.visitWord(self)
            else:
                return visitor.visitChildren(self)




    def word(self):

        localctx = SubstraitExprParser.WordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 58, self.RULE_word)
        try:
            self.state = 528
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                self.enterOuterAlt(localctx, 1)
                self.state = 502
                self.identifier()
                pass
            elif token in [1]:
                self.enterOuterAlt(localctx, 2)
                self.state = 503
                self.match(SubstraitExprParser.AND)
                pass
            elif token in [2]:
                self.enterOuterAlt(localctx, 3)
                self.state = 504
                self.match(SubstraitExprParser.OR)
                pass
            elif token in [3]:
                self.enterOuterAlt(localctx, 4)
                self.state = 505
                self.match(SubstraitExprParser.XOR)
                pass
            elif token in [4]:
                self.enterOuterAlt(localctx, 5)
                self.state = 506
                self.match(SubstraitExprParser.NOT)
                pass
            elif token in [5]:
                self.enterOuterAlt(localctx, 6)
                self.state = 507
                self.match(SubstraitExprParser.IS)
                pass
            elif token in [6]:
                self.enterOuterAlt(localctx, 7)
                self.state = 508
                self.match(SubstraitExprParser.NULL)
                pass
            elif token in [7]:
                self.enterOuterAlt(localctx, 8)
                self.state = 509
                self.match(SubstraitExprParser.TRUE)
                pass
            elif token in [8]:
                self.enterOuterAlt(localctx, 9)
                self.state = 510
                self.match(SubstraitExprParser.FALSE)
                pass
            elif token in [9]:
                self.enterOuterAlt(localctx, 10)
                self.state = 511
                self.match(SubstraitExprParser.DISTINCT)
                pass
            elif token in [10]:
                self.enterOuterAlt(localctx, 11)
                self.state = 512
                self.match(SubstraitExprParser.FROM)
                pass
            elif token in [11]:
                self.enterOuterAlt(localctx, 12)
                self.state = 513
                self.match(SubstraitExprParser.BETWEEN)
                pass
            elif token in [12]:
                self.enterOuterAlt(localctx, 13)
                self.state = 514
                self.match(SubstraitExprParser.IN)
                pass
            elif token in [13]:
                self.enterOuterAlt(localctx, 14)
                self.state = 515
                self.match(SubstraitExprParser.LIKE)
                pass
            elif token in [14]:
                self.enterOuterAlt(localctx, 15)
                self.state = 516
                self.match(SubstraitExprParser.IF)
                pass
            elif token in [15]:
                self.enterOuterAlt(localctx, 16)
                self.state = 517
                self.match(SubstraitExprParser.THEN)
                pass
            elif token in [16]:
                self.enterOuterAlt(localctx, 17)
                self.state = 518
                self.match(SubstraitExprParser.ELSE)
                pass
            elif token in [17]:
                self.enterOuterAlt(localctx, 18)
                self.state = 519
                self.match(SubstraitExprParser.CASE)
                pass
            elif token in [18]:
                self.enterOuterAlt(localctx, 19)
                self.state = 520
                self.match(SubstraitExprParser.WHEN)
                pass
            elif token in [19]:
                self.enterOuterAlt(localctx, 20)
                self.state = 521
                self.match(SubstraitExprParser.END)
                pass
            elif token in [20]:
                self.enterOuterAlt(localctx, 21)
                self.state = 522
                self.match(SubstraitExprParser.SWITCH)
                pass
            elif token in [21]:
                self.enterOuterAlt(localctx, 22)
                self.state = 523
                self.match(SubstraitExprParser.CAST)
                pass
            elif token in [22]:
                self.enterOuterAlt(localctx, 23)
                self.state = 524
                self.match(SubstraitExprParser.TRY_CAST)
                pass
            elif token in [23]:
                self.enterOuterAlt(localctx, 24)
                self.state = 525
                self.match(SubstraitExprParser.AS)
                pass
            elif token in [28]:
                self.enterOuterAlt(localctx, 25)
                self.state = 526
                self.match(SubstraitExprParser.BY)
                pass
            elif token in [29]:
                self.enterOuterAlt(localctx, 26)
                self.state = 527
                self.match(SubstraitExprParser.ORDER)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx



    def sempred(self, localctx:RuleContext, ruleIndex:int, predIndex:int):
        if self._predicates == None:
            self._predicates = dict()
        self._predicates[8] = self.valueExpr_sempred
        pred = self._predicates.get(ruleIndex, None)
        if pred is None:
            raise Exception("No predicate with index:" + str(ruleIndex))
        else:
            return pred(localctx, predIndex)

    def valueExpr_sempred(self, localctx:ValueExprContext, predIndex:int):
            if predIndex == 0:
                return self.precpred(self._ctx, 3)
         

            if predIndex == 1:
                return self.precpred(self._ctx, 2)
         

            if predIndex == 2:
                return self.precpred(self._ctx, 1)
         

            if predIndex == 3:
                return self.precpred(self._ctx, 8)
         

            if predIndex == 4:
                return self.precpred(self._ctx, 7)
         

            if predIndex == 5:
                return self.precpred(self._ctx, 6)
         

            if predIndex == 6:
                return self.precpred(self._ctx, 5)
         




